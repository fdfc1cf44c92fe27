#pragma once
#include <linebreak.h>
#include <linebreakdef.h>
