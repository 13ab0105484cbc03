import type { StaffRole } from '@kordon/contract';
import type { ComponentType } from 'react';

/**
 * Every screen of the back office, in the order of the navigation. Each lives in its own folder
 * (screens/<name>/) and is its own chunk, loaded when first opened; a screen is replaced by changing
 * its folder only. `role`: the least role that may open it (the server checks each call as well).
 */
export type ScreenEntry = {
  path: string;
  label: string;
  role: StaffRole;
  load: () => Promise<{ default: ComponentType }>;
  /** A page of one item at `<path>/:id` (a customer), behind the same role; its own chunk. */
  detail?: () => Promise<{ default: ComponentType }>;
};

export const screens: readonly ScreenEntry[] = [
  { path: '', label: 'Dashboard', role: 'viewer', load: () => import('../screens/dashboard/dashboard-screen') },
  {
    path: 'orders',
    label: 'Orders',
    role: 'viewer',
    load: () => import('../screens/orders/orders-screen'),
    detail: () => import('../screens/orders/order-detail-screen'),
  },
  { path: 'reviews', label: 'Reviews', role: 'viewer', load: () => import('../screens/reviews/reviews-screen') },
  { path: 'stock', label: 'Stock & prices', role: 'viewer', load: () => import('../screens/stock/stock-screen') },
  { path: 'coupons', label: 'Coupons', role: 'viewer', load: () => import('../screens/coupons/coupons-screen') },
  {
    path: 'customers',
    label: 'Customers',
    role: 'viewer',
    load: () => import('../screens/customers/customers-screen'),
    detail: () => import('../screens/customers/customer-detail-screen'),
  },
  { path: 'restock', label: 'Restock', role: 'viewer', load: () => import('../screens/restock/restock-screen') },
  {
    path: 'announcements',
    label: 'Announcements',
    role: 'viewer',
    load: () => import('../screens/announcements/announcements-screen'),
  },
  { path: 'staff', label: 'Staff', role: 'owner', load: () => import('../screens/staff/staff-screen') },
  { path: 'audit', label: 'Audit log', role: 'owner', load: () => import('../screens/audit/audit-screen') },
  { path: 'settings', label: 'Settings', role: 'owner', load: () => import('../screens/settings/settings-screen') },
];
