// ATK (the accessibility toolkit GTK 3 uses) and atk-bridge (which publishes ATK objects on the
// AT-SPI 2 D-Bus bus screen readers read). Only the C target CAccessibilityBridge uses these
// headers; Swift sees that target's small API instead.
#ifndef FLYWHEEL_CATK_SHIM_H
#define FLYWHEEL_CATK_SHIM_H
#include <atk/atk.h>
#include <atk-bridge.h>
#endif
