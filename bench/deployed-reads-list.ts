/** The reads of the app's first screens and money pages that bench:deployed and bench:read-cost load. */
import { STACK_FLOOR_PATH, STACK_LIST_ANSWER_PATH, STACK_SESSION_CACHED_LIST_PATH, STACK_SESSION_PATH } from './deployed';

export type Read = {
  name: string;
  path: string;
  auth?: boolean;
  /** Served by the benches' deployed app only (bench/deployed.ts), not by an app built otherwise. */
  benchOnly?: boolean;
  targets: { minRatio?: number; maxP99Ms?: number };
};

const LOGGED_IN = { minRatio: 0.5 };
export const READS: Read[] = [
  // No target: the share of the anchor's throughput the deployed stack leaves before a read does anything.
  { name: 'one query, deployed stack', path: STACK_FLOOR_PATH, benchOnly: true, targets: {} },
  // No target: the promoter's session checked and nothing else (the floor of every logged-in read).
  { name: 'session check only, deployed stack', path: STACK_SESSION_PATH, auth: true, benchOnly: true, targets: {} },
  // No target: the same, answering the alias list's answer (what a list costs to send before its own work).
  { name: 'one query + the alias list’s answer, deployed stack', path: STACK_LIST_ANSWER_PATH, benchOnly: true, targets: {} },
  // No target: the session check, then the alias list's answer compressed once (what an answer cached per promoter
  // would serve): the most any implementation of a logged-in list of that size serves here.
  {
    name: 'session check + the alias list’s answer cached, deployed stack',
    path: STACK_SESSION_CACHED_LIST_PATH,
    auth: true,
    benchOnly: true,
    targets: {},
  },
  { name: 'works list (public, cached)', path: '/api/works/list', targets: { maxP99Ms: 15 } },
  { name: 'home/data', path: '/api/user/home/data', auth: true, targets: LOGGED_IN },
  { name: 'worksAlias/list', path: '/api/worksAlias/list', auth: true, targets: { ...LOGGED_IN, maxP99Ms: 20 } },
  { name: 'withdraw/page', path: '/api/withdraw/page', auth: true, targets: LOGGED_IN },
  { name: 'siteNotice/page, token', path: '/api/siteNotice/page', auth: true, targets: LOGGED_IN },
  { name: 'userAccount/summary', path: '/api/userAccount/summary', auth: true, targets: LOGGED_IN },
  { name: 'userAccount/income/page', path: '/api/userAccount/income/page', auth: true, targets: LOGGED_IN },
  { name: 'userAccount/record/page', path: '/api/userAccount/record/page', auth: true, targets: LOGGED_IN },
  { name: 'withdrawAccount/list', path: '/api/withdrawAccount/list', auth: true, targets: LOGGED_IN },
  { name: 'worksAlias/StateList', path: '/api/worksAlias/StateList', auth: true, targets: LOGGED_IN },
  {
    name: 'platformAccount list',
    path: '/api/platformAccount/GetPlatfromAndAccountList',
    auth: true,
    targets: LOGGED_IN,
  },
  { name: 'userAccount/GetEstimateIncome', path: '/api/userAccount/GetEstimateIncome', auth: true, targets: LOGGED_IN },
  { name: 'worksAliasLink/List', path: '/api/worksAliasLink/List', auth: true, targets: LOGGED_IN },
  { name: 'user/getMentorInfo', path: '/api/user/getMentorInfo', auth: true, targets: LOGGED_IN },
];
