#pragma once

#include "settings/app_settings.h"

namespace mirage {

// Applies a theme to the running application: System keeps the platform's style and palette,
// Light and Dark use the Fusion style with a light or dark palette.
void applyTheme(Theme theme);

} // namespace mirage
