import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/** The centred message of an empty list (SPEC §8), with an optional way forward. */
export function EmptyState({
  icon,
  title,
  body,
  children,
}: {
  icon: IconName;
  title: string;
  body?: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={40} />
      </span>
      <h2 className="empty-state__title">{title}</h2>
      {body && <p className="empty-state__body">{body}</p>}
      {children}
    </div>
  );
}
