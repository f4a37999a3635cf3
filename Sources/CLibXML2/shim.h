// libxml2 for SpecReports. Debian's libxml2 is built with ICU, whose headers
// clash with Foundation's own ICU module; leave ICU out of the picture first.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
