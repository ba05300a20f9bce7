import { createRouter } from '../../lib/create-router';
import * as handlers from './track-records.handlers';
import * as routes from './track-records.routes';

export const trackRecordsRouter = createRouter().openapi(routes.engineerTrackRecord, handlers.engineerTrackRecord);
