import { ArcElement, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';

// Only the chart.js pieces the dashboards draw: bars on a month axis, a pie, tooltips. The
// legends are HTML beside the canvas (readable and accessible), so chart.js draws none.
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip);

export { Bar, Pie } from 'react-chartjs-2';
