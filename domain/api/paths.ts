/** API paths of SPEC §7 used by more than one part, relative to the `/api/v1` base. */
export const API_PATHS = {
  login: '/user_console/login/',
  logout: '/user_console/logout/',
  ping: '/user_console/ping/',
  changePassword: '/user_console/change_password/',
  forgotPassword: '/user_console/forgot_password/',
  resetPassword: '/user_console/reset_password/',
  register: '/user_console/register/',
  devOutbox: '/dev/outbox/',
  refresh: '/auth/refresh/console/',
  groupsAll: '/group/all/',
  facilitiesOfGroup: (groupId: number | string) => `/facility/group/${groupId}/`,
} as const;
