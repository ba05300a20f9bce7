import { createRouter } from '../../lib/create-router';
import * as handlers from './logs.handlers';
import * as routes from './logs.routes';

export const logsRouter = createRouter().openapi(routes.list, handlers.list).openapi(routes.assignmentLogs, handlers.assignmentLogs);
