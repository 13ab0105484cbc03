import { NavLink } from 'react-router';
import { useCan } from '../app/admin-context';
import { type ScreenEntry, screens } from '../app/screens';

function NavItem({ screen, onNavigate }: { screen: ScreenEntry; onNavigate?: () => void }) {
  // Hidden, not disabled: a link the role cannot use is noise (the server refuses its calls anyway).
  if (!useCan(screen.role)) return null;
  return (
    <li>
      <NavLink to={`/${screen.path}`} end={screen.path === ''} className="nav-link" onClick={onNavigate}>
        {screen.label}
      </NavLink>
    </li>
  );
}

/** The screens the signed-in role may open; the sidebar on wide screens, the menu panel on phones. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Back office" className="navigation">
      <ul>
        {screens.map((screen) => (
          <NavItem key={screen.path} screen={screen} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
