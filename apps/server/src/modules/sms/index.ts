// The SMS module's public entry: other modules and the app use SMS codes and senders only through this file.
export { createSmsSender, LogSmsSender } from './sender';
export { SMS_MSG, smsService } from './service';
