import { createRouter } from '../../lib/create-router';
import * as handlers from './auth.handlers';
import * as routes from './auth.routes';

export const authRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.engineerSignup, handlers.engineerSignup)
  .openapi(routes.registerCompany, handlers.registerCompany)
  .openapi(routes.verifyEmail, handlers.verifyEmail)
  .openapi(routes.resendVerificationCode, handlers.resendVerificationCode)
  .openapi(routes.sendOtp, handlers.sendOtp)
  .openapi(routes.verifyOtp, handlers.verifyOtp)
  .openapi(routes.createResetToken, handlers.createResetToken)
  .openapi(routes.updateResetToken, handlers.updateResetToken)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.deleteUser, handlers.deleteUser);
