import type { StaffRole } from '@kordon/contract';

export const roleLabels: Record<StaffRole, string> = { viewer: 'Viewer', manager: 'Manager', owner: 'Owner' };
