import { createContext, useContext } from 'react';
import { brands, type Brand } from './themes';

export const BrandContext = createContext<Brand>(brands.own);

export const useBrand = () => useContext(BrandContext);
