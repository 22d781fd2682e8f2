import { createContext, useContext } from 'react';
import { brands, type Brand } from './themes';

export const BrandContext = createContext<Brand>(brands.own);

export const useBrand = () => useContext(BrandContext);

/**
 * Sets the partner code whose brand the app wears at run time: the session's partner code (a
 * promo whose data names a partner), or undefined for the brand the app started with (the
 * build's VITE_PARTNER_CODE) (docs/behaviour/quote/arrival.md#partner-code).
 */
export const PartnerCodeSetterContext = createContext<(partnerCode: string | undefined) => void>(
  () => {},
);

export const useSetPartnerCode = () => useContext(PartnerCodeSetterContext);
