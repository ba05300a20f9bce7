'use client';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { describePay, describePlace } from '@/lib/payText';
import type { EngineerAssignmentRow } from '@/contracts/engineerAssignments';
import RatingAverage from '@/components/ratings/RatingAverage';
import StatusChip from '@/components/ui/StatusChip';
import RoutedChip from '@/components/talent-pools/RoutedChip';
import { describeDistance, describeSchedule } from '@/lib/workOrderText';

const MAX_SKILLS_SHOWN = 3;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, '& svg': { color: 'text.secondary', fontSize: 18 } }}>
      {icon}
      <span>{children}</span>
    </Typography>
  );
}

/** One open work order in Find Work: where, how far, what it pays and when. */
export default function WorkOrderCard({ order, href }: { order: EngineerAssignmentRow; href: string }) {
  const extraSkills = order.skills.length - MAX_SKILLS_SHOWN;
  return (
    <Card component="article" aria-label={order.title} sx={{ height: '100%' }}>
      <CardActionArea component={Link} href={href} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {order.title}
            </Typography>
            {order.engineer_status !== null && <StatusChip side="engineer" status={order.engineer_status} />}
            {order.engineer_status === null && <RoutedChip offeredToMe={order.offered_to_me} routedUntil={order.routed_until} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {order.company_name}
            {order.category_name ? ` · ${order.category_name}` : ''}
          </Typography>
          <RatingAverage average={order.company_rating_average} count={order.company_rating_count} label={`${order.company_name} rating`} />
          <Fact icon={<PlaceOutlined />}>
            {describePlace(order)}
            {order.location_type !== 2 && (
              <Box component="strong" sx={{ ml: 1 }}>
                {describeDistance(order.distance_miles, order.location_type)}
              </Box>
            )}
          </Fact>
          <Fact icon={<PaymentsOutlined />}>{describePay(order)}</Fact>
          <Fact icon={<CalendarMonthOutlined />}>{describeSchedule(order.start_at, order.end_at, order.timezone)}</Fact>
          {order.skills.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {order.skills.slice(0, MAX_SKILLS_SHOWN).map((skill) => (
                <Chip key={skill.id} label={skill.name} size="small" variant="outlined" />
              ))}
              {extraSkills > 0 && <Chip label={`+${extraSkills} more`} size="small" />}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
