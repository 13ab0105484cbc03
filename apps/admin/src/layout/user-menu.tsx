import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { useServices, useStaff } from '../app/admin-context';
import { roleLabels } from '../auth/roles';

/** Who is signed in, with which role, and the way out. */
export function UserMenu() {
  const staff = useStaff();
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const signOut = async () => {
    await api.signOut();
    // Nothing one member loaded may show to the next one on this browser.
    queryClient.clear();
    navigate('/login', { replace: true });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="user-button">
        <span className="user-name">{staff.name || staff.email}</span>
        <span className="user-role">{roleLabels[staff.role]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">
            {staff.email}
            <br />
            {roleLabels[staff.role]}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item className="menu-item" onSelect={signOut}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
