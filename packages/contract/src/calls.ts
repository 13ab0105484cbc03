import { adminAnnouncementCalls } from './admin/announcements.js';
import { adminAuditCalls } from './admin/audit.js';
import { adminCouponCalls } from './admin/coupons.js';
import { adminCustomerCalls } from './admin/customers.js';
import { adminDashboardCalls } from './admin/dashboard.js';
import { adminOrderCalls } from './admin/orders.js';
import { adminRestockCalls } from './admin/restock.js';
import { adminReviewCalls } from './admin/reviews.js';
import { adminSettingsCalls } from './admin/settings.js';
import { adminAuthCalls, adminStaffCalls } from './admin/staff.js';
import { adminStockCalls } from './admin/stock.js';
import { authCalls } from './auth.js';
import { cartCalls } from './cart.js';
import { catalogCalls } from './catalog.js';
import { checkoutCalls } from './checkout.js';
import { checkoutLookupCalls } from './checkout-lookups.js';
import { contactCalls } from './contact.js';
import { contentCalls } from './content.js';
import { healthCalls } from './health.js';
import { orderCalls } from './orders.js';
import { paymentCalls } from './payments.js';
import { productPageCalls } from './product-page.js';
import { productCalls } from './products.js';
import { profileCalls } from './profile.js';
import { reviewCalls } from './reviews.js';
import { storeCalls } from './store.js';

/** Every call of the API, by feature; the OpenAPI document lists exactly these. */
export const calls = {
  adminAuth: adminAuthCalls,
  adminStaff: adminStaffCalls,
  adminAudit: adminAuditCalls,
  adminOrders: adminOrderCalls,
  adminStock: adminStockCalls,
  adminCoupons: adminCouponCalls,
  adminAnnouncements: adminAnnouncementCalls,
  adminDashboard: adminDashboardCalls,
  adminSettings: adminSettingsCalls,
  adminReviews: adminReviewCalls,
  adminCustomers: adminCustomerCalls,
  adminRestock: adminRestockCalls,
  auth: authCalls,
  cart: cartCalls,
  checkout: checkoutCalls,
  catalog: catalogCalls,
  checkoutLookups: checkoutLookupCalls,
  contact: contactCalls,
  content: contentCalls,
  health: healthCalls,
  orders: orderCalls,
  payments: paymentCalls,
  products: productCalls,
  productPages: productPageCalls,
  profile: profileCalls,
  reviews: reviewCalls,
  store: storeCalls,
};
