import { cyan, slate } from '@/theme/palette';

/** A lost-map drawing for the not-found screen; decorative only. */
export default function NotFoundIllustration() {
  return (
    <svg width="280" height="200" viewBox="0 0 280 200" aria-hidden="true" focusable="false">
      <ellipse cx="140" cy="182" rx="110" ry="10" fill={slate[200]} />
      <path d="M40 40 L100 24 L160 40 L220 24 L220 150 L160 166 L100 150 L40 166 Z" fill="#ffffff" stroke={slate[300]} strokeWidth="3" />
      <path d="M100 24 L100 150 M160 40 L160 166" stroke={slate[200]} strokeWidth="3" />
      <path d="M62 126 C 86 96, 110 120, 128 92 S 168 70, 188 58" fill="none" stroke={slate[400]} strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
      <g stroke={cyan.main} strokeWidth="5" strokeLinecap="round">
        <path d="M180 50 L196 66 M196 50 L180 66" />
      </g>
      <circle cx="62" cy="126" r="6" fill={slate[700]} />
      <g transform="translate(196 108)">
        <circle r="26" fill="none" stroke={slate[700]} strokeWidth="6" />
        <path d="M18 18 L36 36" stroke={slate[700]} strokeWidth="8" strokeLinecap="round" />
        <text x="0" y="9" textAnchor="middle" fontSize="26" fontWeight="700" fill={cyan.main} fontFamily="system-ui, sans-serif">?</text>
      </g>
    </svg>
  );
}
