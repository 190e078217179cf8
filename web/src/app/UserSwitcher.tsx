/** Dev auth mode only: act as any user on the dev roster (sent as `X-Dev-User`). */
import { useId } from 'react';
import type { User } from '@claims/shared/wire';
import { codeLabel } from '../claim/labels';

export interface UserSwitcherProps {
  users: User[];
  current: string | null;
  onChoose: (id: string | null) => void;
}

export function UserSwitcher({ users, current, onChoose }: UserSwitcherProps) {
  const id = useId();
  return (
    <div className="user-switcher">
      <label htmlFor={id}>Act as</label>
      <select id={id} value={current ?? ''} onChange={(event) => onChoose(event.target.value || null)}>
        <option value="">Server default</option>
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {`${user.name} (${codeLabel(user.role)}${user.team ? `, ${user.team}` : ''})`}
          </option>
        ))}
      </select>
    </div>
  );
}
