import type { DashboardSide } from '@/store/api/dashboardApi';

/** What the money on a dashboard is: the engineer earns it, the company side spends it. */
export const moneyWord = (side: DashboardSide) => (side === 'engineer' ? 'Earned' : 'Spent');

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
