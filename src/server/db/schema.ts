/** Every domain's tables, re-exported for Drizzle and drizzle-kit. */
export * from '../auth/tables';
export * from '../zones/tables';
export * from '../config/tables';
export * from '../catalog/tables';
export * from '../inventory/tables';
export * from '../advertising/tables';
export * from '../quick-lists/tables';
export * from '../search/tables';
export * from '../delivery/tables';
export * from '../cart/tables';
export * from '../coupons/tables';
export * from '../wallet/tables';
export * from '../orders/tables';
export * from '../audit/tables';
export * from '../account/tables';
export * from '../referrals/tables';
