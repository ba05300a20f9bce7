import { createRouter } from '../../lib/create-router';
import * as handlers from './engineer-schedule.handlers';
import * as routes from './engineer-schedule.routes';

export const engineerScheduleRouter = createRouter()
  .openapi(routes.getSchedule, handlers.getSchedule)
  .openapi(routes.getCalendarFeed, handlers.getCalendarFeed)
  .openapi(routes.resetCalendarFeed, handlers.resetCalendarFeed)
  .openapi(routes.getCalendar, handlers.getCalendar);
