import { createRouter } from '../../lib/create-router';
import * as handlers from './dashboard.handlers';
import * as routes from './dashboard.routes';

export const dashboardRouter = createRouter()
  .openapi(routes.engineerCounts, handlers.engineerCounts)
  .openapi(routes.engineerBarChart, handlers.engineerBarChart)
  .openapi(routes.engineerPieChart, handlers.engineerPieChart)
  .openapi(routes.companyCounts, handlers.companyCounts)
  .openapi(routes.companyBarChart, handlers.companyBarChart)
  .openapi(routes.companyPieChart, handlers.companyPieChart);
