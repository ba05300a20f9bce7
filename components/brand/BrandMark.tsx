'use client';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from 'next/link';

type BrandMarkProps = { tone?: 'light' | 'dark'; showName?: boolean; href?: string };

/** The product's mark and name; links home unless told otherwise. */
export default function BrandMark({ tone = 'dark', showName = true, href = '/' }: BrandMarkProps) {
  const color = tone === 'light' ? 'common.white' : 'primary.main';
  return (
    <Box component={Link} href={href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color, textDecoration: 'none' }}>
      <Box
        sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'secondary.main', color: 'primary.dark', flexShrink: 0 }}
      >
        <HandymanOutlined fontSize="small" />
      </Box>
      {showName && (
        <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          Service Portal
        </Typography>
      )}
    </Box>
  );
}
