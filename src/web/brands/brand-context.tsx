import { createContext, useContext } from 'react';
import { brands, type Brand } from './themes';

export const BrandContext = createContext<Brand>(brands.own);

export const useBrand = () => useContext(BrandContext);

/**
 * Sets the partner code whose brand the app wears. The build's VITE_PARTNER_CODE is where it
 * starts; a promo code whose data names a partner switches it at run time
 * (docs/behaviour/quote/arrival.md#partner-code).
 */
export const PartnerCodeSetterContext = createContext<(partnerCode: string) => void>(() => {});

export const useSetPartnerCode = () => useContext(PartnerCodeSetterContext);
