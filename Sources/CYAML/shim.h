#ifndef PRECEPT_CYAML_SHIM_H
#define PRECEPT_CYAML_SHIM_H
#include <yaml.h>
#endif
