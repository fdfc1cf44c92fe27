#pragma once
#include <cairo.h>
#include <pango/pangocairo.h>
