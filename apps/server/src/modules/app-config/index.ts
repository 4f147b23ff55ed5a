// The app-config module's public entry: start-up checks and warm-up, the demo seed and the served document
// (its first banner) use the module only through this file.
export { firstBanner, listBanners } from './banners';
export { readSetting, SETTING_DEFS, settingFrom, settingProblems, writeSetting } from './settings';
