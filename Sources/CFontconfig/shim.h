#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
