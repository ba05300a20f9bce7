import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Pie } from 'react-chartjs-2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardPieChart } from '@/contracts/dashboard';
import StatusPieChart from './StatusPieChart';

// jsdom draws no canvas: the pie stands in as a canvas that keeps what it was given to draw.
const drawn = vi.hoisted(() => ({ pie: [] as { datasets: { borderWidth?: number }[] }[] }));
vi.mock('react-chartjs-2', () => ({
  Pie: (props: ComponentProps<typeof Pie>) => {
    drawn.pie.push(props.data as (typeof drawn.pie)[number]);
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
}));

afterEach(cleanup);

const chart = (counts: number[]): DashboardPieChart => ({
  year: 2030,
  total_orders: counts.reduce((sum, count) => sum + count, 0),
  statuses: counts.map((count, index) => ({ status: index, label: `Status ${index}`, count })),
});

const percentsShown = () =>
  within(screen.getByRole('list', { name: 'Orders by status, 2030' }))
    .getAllByRole('listitem')
    .map((item) => Number(item.lastElementChild?.textContent?.replace('%', '')));

describe('StatusPieChart', () => {
  it('draws one slice without a seam', async () => {
    render(<StatusPieChart chart={chart([4])} />);
    await screen.findByRole('img');
    expect(drawn.pie.at(-1)?.datasets[0].borderWidth).toBe(0);
    expect(percentsShown()).toEqual([100]);
  });

  it('shows percentages that add up to 100', async () => {
    // Rounded one by one: 17 % six times (102 %), and 13, 13, 13, 13, 50 (102 %).
    render(<StatusPieChart chart={chart([1, 1, 1, 1, 1, 1])} />);
    await screen.findByRole('img');
    expect(percentsShown().reduce((sum, share) => sum + share, 0)).toBe(100);
    expect(drawn.pie.at(-1)?.datasets[0].borderWidth).toBe(2);
    cleanup();
    render(<StatusPieChart chart={chart([1, 1, 1, 1, 4])} />);
    await screen.findByRole('img');
    // The two points left over go to the largest remainders (ties: the first listed).
    expect(percentsShown()).toEqual([13, 13, 12, 12, 50]);
  });
});
