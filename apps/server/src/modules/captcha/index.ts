// The captcha module's public entry: other modules use captchas only through this file.
export { captchaService } from './service';
