// libinput's, libudev's and libxkbcommon's functions that Devices calls, defined here under their
// own names and forwarded to the library, which is opened with dlopen at the first call of any of them
// (CInput.h says why; CLazyLibrary.h how). Each line below repeats the header's prototype: the
// compiler checks it against the header, so a prototype that changes fails the build here. To
// call another function, add its line.
//
// When a library cannot be opened, its functions return 0 or NULL (a context that cannot be
// created, no events); callers ask `scanout_libinput_unavailable()` first to say why.
#include "CInput.h"
#include "CLazyLibrary.h"

static scanout_lazy_library input = SCANOUT_LAZY_LIBRARY("libinput.so.10", "libinput10");
static scanout_lazy_library xkbcommon = SCANOUT_LAZY_LIBRARY("libxkbcommon.so.0", "libxkbcommon0");
// libinput's libudev and the one opened here are one library (one soname, loaded once, whichever
// opens it first), so udev objects pass between them.
static scanout_lazy_library udev = SCANOUT_LAZY_LIBRARY("libudev.so.1", "libudev1");

const char *scanout_libinput_unavailable(void) { return scanout_lazy_problem(&input); }
const char *scanout_xkbcommon_unavailable(void) { return scanout_lazy_problem(&xkbcommon); }

#define LAZY(library, type, name, params, args) SCANOUT_LAZY(library, type, name, params, args, (type)0)
#define LAZY_VOID(library, name, params, args) SCANOUT_LAZY_VOID(library, name, params, args)

LAZY(input, int, libinput_device_config_calibration_has_matrix, (struct libinput_device *device), (device))
LAZY(input, enum libinput_config_status, libinput_device_config_calibration_set_matrix, (struct libinput_device *device, const float matrix[6]), (device, matrix))
LAZY(input, const char *, libinput_device_get_name, (struct libinput_device *device), (device))
LAZY(input, int, libinput_device_get_size, (struct libinput_device *device, double *width, double *height), (device, width, height))
LAZY(input, const char *, libinput_device_get_sysname, (struct libinput_device *device), (device))
LAZY(input, struct udev_device *, libinput_device_get_udev_device, (struct libinput_device *device), (device))
LAZY(input, int, libinput_device_has_capability, (struct libinput_device *device, enum libinput_device_capability capability), (device, capability))
LAZY(input, int, libinput_device_keyboard_has_key, (struct libinput_device *device, uint32_t code), (device, code))
LAZY(input, int, libinput_dispatch, (struct libinput *libinput), (libinput))
LAZY_VOID(input, libinput_event_destroy, (struct libinput_event *event), (event))
LAZY(input, struct libinput_device *, libinput_event_get_device, (struct libinput_event *event), (event))
LAZY(input, struct libinput_event_keyboard *, libinput_event_get_keyboard_event, (struct libinput_event *event), (event))
LAZY(input, struct libinput_event_pointer *, libinput_event_get_pointer_event, (struct libinput_event *event), (event))
LAZY(input, struct libinput_event_touch *, libinput_event_get_touch_event, (struct libinput_event *event), (event))
LAZY(input, enum libinput_event_type, libinput_event_get_type, (struct libinput_event *event), (event))
LAZY(input, uint32_t, libinput_event_keyboard_get_key, (struct libinput_event_keyboard *event), (event))
LAZY(input, enum libinput_key_state, libinput_event_keyboard_get_key_state, (struct libinput_event_keyboard *event), (event))
LAZY(input, uint64_t, libinput_event_keyboard_get_time_usec, (struct libinput_event_keyboard *event), (event))
LAZY(input, double, libinput_event_pointer_get_absolute_x_transformed, (struct libinput_event_pointer *event, uint32_t width), (event, width))
LAZY(input, double, libinput_event_pointer_get_absolute_y_transformed, (struct libinput_event_pointer *event, uint32_t height), (event, height))
LAZY(input, uint32_t, libinput_event_pointer_get_button, (struct libinput_event_pointer *event), (event))
LAZY(input, enum libinput_button_state, libinput_event_pointer_get_button_state, (struct libinput_event_pointer *event), (event))
LAZY(input, double, libinput_event_pointer_get_dx, (struct libinput_event_pointer *event), (event))
LAZY(input, double, libinput_event_pointer_get_dy, (struct libinput_event_pointer *event), (event))
LAZY(input, double, libinput_event_pointer_get_scroll_value, (struct libinput_event_pointer *event, enum libinput_pointer_axis axis), (event, axis))
LAZY(input, uint64_t, libinput_event_pointer_get_time_usec, (struct libinput_event_pointer *event), (event))
LAZY(input, int, libinput_event_pointer_has_axis, (struct libinput_event_pointer *event, enum libinput_pointer_axis axis), (event, axis))
LAZY(input, int32_t, libinput_event_touch_get_seat_slot, (struct libinput_event_touch *event), (event))
LAZY(input, uint64_t, libinput_event_touch_get_time_usec, (struct libinput_event_touch *event), (event))
LAZY(input, double, libinput_event_touch_get_x_transformed, (struct libinput_event_touch *event, uint32_t width), (event, width))
LAZY(input, double, libinput_event_touch_get_y_transformed, (struct libinput_event_touch *event, uint32_t height), (event, height))
LAZY(input, struct libinput_event *, libinput_get_event, (struct libinput *libinput), (libinput))
LAZY(input, int, libinput_get_fd, (struct libinput *libinput), (libinput))
LAZY(input, struct libinput_device *, libinput_path_add_device, (struct libinput *libinput, const char *path), (libinput, path))
LAZY(input, struct libinput *, libinput_path_create_context, (const struct libinput_interface *interface, void *user_data), (interface, user_data))
LAZY(input, int, libinput_udev_assign_seat, (struct libinput *libinput, const char *seat_id), (libinput, seat_id))
LAZY(input, struct libinput *, libinput_udev_create_context, (const struct libinput_interface *interface, void *user_data, struct udev *udev), (interface, user_data, udev))
LAZY(input, struct libinput *, libinput_unref, (struct libinput *libinput), (libinput))

LAZY(xkbcommon, enum xkb_compose_feed_result, xkb_compose_state_feed, (struct xkb_compose_state *state, xkb_keysym_t keysym), (state, keysym))
LAZY(xkbcommon, xkb_keysym_t, xkb_compose_state_get_one_sym, (struct xkb_compose_state *state), (state))
LAZY(xkbcommon, enum xkb_compose_status, xkb_compose_state_get_status, (struct xkb_compose_state *state), (state))
LAZY(xkbcommon, int, xkb_compose_state_get_utf8, (struct xkb_compose_state *state, char *buffer, size_t size), (state, buffer, size))
LAZY(xkbcommon, struct xkb_compose_state *, xkb_compose_state_new, (struct xkb_compose_table *table, enum xkb_compose_state_flags flags), (table, flags))
LAZY_VOID(xkbcommon, xkb_compose_state_reset, (struct xkb_compose_state *state), (state))
LAZY_VOID(xkbcommon, xkb_compose_state_unref, (struct xkb_compose_state *state), (state))
LAZY(xkbcommon, struct xkb_compose_table *, xkb_compose_table_new_from_locale, (struct xkb_context *context, const char *locale, enum xkb_compose_compile_flags flags), (context, locale, flags))
LAZY_VOID(xkbcommon, xkb_compose_table_unref, (struct xkb_compose_table *table), (table))
LAZY(xkbcommon, struct xkb_context *, xkb_context_new, (enum xkb_context_flags flags), (flags))
LAZY_VOID(xkbcommon, xkb_context_unref, (struct xkb_context *context), (context))
LAZY(xkbcommon, int, xkb_keymap_key_repeats, (struct xkb_keymap *keymap, xkb_keycode_t key), (keymap, key))
LAZY(xkbcommon, struct xkb_keymap *, xkb_keymap_new_from_names, (struct xkb_context *context, const struct xkb_rule_names *names, enum xkb_keymap_compile_flags flags), (context, names, flags))
LAZY_VOID(xkbcommon, xkb_keymap_unref, (struct xkb_keymap *keymap), (keymap))
LAZY(xkbcommon, int, xkb_keysym_get_name, (xkb_keysym_t keysym, char *buffer, size_t size), (keysym, buffer, size))
LAZY(xkbcommon, xkb_keysym_t, xkb_state_key_get_one_sym, (struct xkb_state *state, xkb_keycode_t key), (state, key))
LAZY(xkbcommon, int, xkb_state_key_get_utf8, (struct xkb_state *state, xkb_keycode_t key, char *buffer, size_t size), (state, key, buffer, size))
LAZY(xkbcommon, struct xkb_state *, xkb_state_new, (struct xkb_keymap *keymap), (keymap))
LAZY_VOID(xkbcommon, xkb_state_unref, (struct xkb_state *state), (state))
LAZY(xkbcommon, enum xkb_state_component, xkb_state_update_key, (struct xkb_state *state, xkb_keycode_t key, enum xkb_key_direction direction), (state, key, direction))

LAZY(udev, const char *, udev_device_get_action, (struct udev_device *udev_device), (udev_device))
LAZY(udev, const char *, udev_device_get_devnode, (struct udev_device *udev_device), (udev_device))
LAZY(udev, struct udev_device *, udev_device_get_parent_with_subsystem_devtype, (struct udev_device *udev_device, const char *subsystem, const char *devtype), (udev_device, subsystem, devtype))
LAZY(udev, const char *, udev_device_get_sysattr_value, (struct udev_device *udev_device, const char *sysattr), (udev_device, sysattr))
LAZY(udev, const char *, udev_device_get_sysname, (struct udev_device *udev_device), (udev_device))
LAZY(udev, struct udev_device *, udev_device_unref, (struct udev_device *udev_device), (udev_device))
LAZY(udev, int, udev_monitor_enable_receiving, (struct udev_monitor *udev_monitor), (udev_monitor))
LAZY(udev, int, udev_monitor_filter_add_match_subsystem_devtype, (struct udev_monitor *udev_monitor, const char *subsystem, const char *devtype), (udev_monitor, subsystem, devtype))
LAZY(udev, int, udev_monitor_get_fd, (struct udev_monitor *udev_monitor), (udev_monitor))
LAZY(udev, struct udev_monitor *, udev_monitor_new_from_netlink, (struct udev *udev, const char *name), (udev, name))
LAZY(udev, struct udev_device *, udev_monitor_receive_device, (struct udev_monitor *udev_monitor), (udev_monitor))
LAZY(udev, struct udev_monitor *, udev_monitor_unref, (struct udev_monitor *udev_monitor), (udev_monitor))
LAZY(udev, struct udev *, udev_new, (void), ())
LAZY(udev, struct udev *, udev_unref, (struct udev *udev), (udev))
