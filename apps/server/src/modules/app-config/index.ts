// The app-config module's public entry: start-up checks and the demo seed use settings only through this file.
export { readSetting, SETTING_DEFS, settingProblems, writeSetting } from './settings';
