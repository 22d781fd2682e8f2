/** The one Drizzle schema: every table of every area, one file per area. */
export * from './system';
export * from './carts';
export * from './leads';
export * from './mail';
export * from './catalog';
export * from './quotations';
export * from './payments';
export * from './instalments';
export * from './policies';
export * from './users';
export * from './vouchers';
