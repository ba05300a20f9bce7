import { slate } from '@/theme/palette';

/** The signed-in navigation's colours: its rail, phone bar and drawer, and the frame's skeleton of them. */
export const NAV_COLOURS = { bgcolor: slate[900], color: slate[100] };
