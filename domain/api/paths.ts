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
  /** GET the timer state (`?group_id=&facility_id=`); POST `{ group_id, facility_id }` toggles it. */
  timeControl: '/console/time_control/',
  /** GET the timer state of a facility (`?facility_id=`). */
  userState: '/user/state/',
  consoleNotifications: '/console_notification/',
  /** Contacts of a facility (the resource's path; the navigation search reads it without loading the declaration). */
  contacts: '/contact/',
  /** A facility's videos, newest first (`?facility_id=&search=&count=&page=`). */
  videosPaged: '/video/paged/',
  /** Camera ingest (issue 18, signed by the camera's code and secret): POST a heartbeat `{ status }`. */
  cameraStatus: '/camera/status/',
  /** POST (a camera): its latest thumbnail; GET `?facility_id=` (field monitoring): each camera's latest. */
  cameraThumbnails: '/camera/thumbnails/',
  /** POST (a camera): one recorded minute. */
  chunk: '/chunk/',
  /** Field monitoring (view 21), each `?facility_id=`: the cameras and their state, minutes recorded today, the booking on each field now. */
  cameraFacility: '/camera/facility/',
  chunkActivity: '/chunk/activity_control/',
  fieldBookingsNow: '/field/facility/reservation/',
  /** PUT `{ on }`: switch a simulated camera off or on. */
  cameraSimulator: (id: number | string) => `/camera/${id}/simulator/`,
  /** POST: a new ingest secret for the camera (answered once). */
  cameraSecret: (id: number | string) => `/camera/${id}/secret/`,
  /** GET (view 10): a field's printable A4 poster (PDF) with the QR of its public page `/field-app/:id` (issue 19 item 5), `?lang=` or Accept-Language. */
  fieldPoster: (id: number | string) => `/field/${id}/poster/`,
  /** GET (view 10): `{ url, svg }`, the field's public page address and its QR code, shown on the field's form. */
  fieldQr: (id: number | string) => `/field/${id}/qr/`,
  video: (id: number | string) => `/video/${id}/`,
  /** Staff actions on a video (issue 18 item 3; machines/recording.machine.ts). */
  videoEditStart: '/video/edit/start_time/',
  videoCancel: '/video/transaction/cancel/',
  videoEdit: '/video/transaction/edit/',
  videoPlayback: '/video/playback/',
  videoUserViews: '/video/user/views/',
  /** GET, signed (no staff token): a video's file, through the link `videoPlayback` answers. */
  videoDownload: (playback: string) => `/video/download/${playback}/`,
  /** POST a highlight of a video (view 13); PUT or DELETE one. */
  videoHighlights: '/video/highlight/',
  highlightsPaged: '/highlight/paged/',
  videoHighlight: (id: number | string) => `/video/highlight/${id}/`,
  /** The order history (view 2). */
  videoOrdersPaged: '/video_order/paged/',
  videoOrder: (id: number | string) => `/video_order/${id}/`,
  /** Recurring video orders (view 19, SPEC §7 `/recurring_order/`). */
  recurringOrdersAll: '/recurring_order/all/',
  recurringOrdersPaged: '/recurring_order/paged/',
  recurringOrderCreate: '/recurring_order/order_video/',
  recurringOrderCancel: '/recurring_order/cancel/',
  recurringOrder: (id: number | string) => `/recurring_order/${id}/`,
  /** Order video (issue 18 item 2, view 1): order, price, a field's orders and recorded minutes of a day, the checkout's charge. */
  videoOrders: '/video_order/',
  videoOrderQuote: '/video_order/quote/',
  videoOrdersFieldDate: '/video_order/field/date/',
  videoOrderCharge: (id: number | string) => `/video_order/pos/${id}/`,
  chunkOrderVideo: '/chunk/order_video/field/date/',
  chunkOrderVideoMinutes: '/chunk/order_video/field/date/minutes/',
  /** Every permission with its view id and key (the role form). */
  permissionsAll: '/console_permission/all/',
} as const;
