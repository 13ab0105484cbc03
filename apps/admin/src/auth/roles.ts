import { type StaffRole, staffRoles } from '@kordon/contract';

/** Whether `role` is at least `least` (viewer < manager < owner, the contract's order). */
export const hasRole = (role: StaffRole, least: StaffRole) => staffRoles.indexOf(role) >= staffRoles.indexOf(least);

export const roleLabels: Record<StaffRole, string> = { viewer: 'Viewer', manager: 'Manager', owner: 'Owner' };
