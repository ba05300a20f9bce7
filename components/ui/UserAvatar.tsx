'use client';
import Avatar from '@mui/material/Avatar';

type UserAvatarProps = { name: string; picture: string | null | undefined; size?: number };

/** Up to two initials of a name, for when there is no picture. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => word[0]!.toUpperCase()).join('') || '?';
}

/** Two wide bold letters ("WW") take about 0.95 em each: at 40 % of the circle they stay inside it. */
const INITIALS_SCALE = 0.4;

export default function UserAvatar({ name, picture, size = 40 }: UserAvatarProps) {
  return (
    <Avatar
      src={picture || undefined}
      alt={name}
      sx={{ width: size, height: size, fontSize: `${Math.round(size * INITIALS_SCALE)}px`, bgcolor: 'secondary.main', color: 'primary.dark', fontWeight: 700 }}
    >
      {getInitials(name)}
    </Avatar>
  );
}
