// Private to the C target: the ATK object that stands for one Swift node, and the table of them.
#ifndef FLYWHEEL_A11Y_ACCESSIBLE_H
#define FLYWHEEL_A11Y_ACCESSIBLE_H

#include <atk/atk.h>
#include "flywheel_a11y.h"

/// One element as ATK sees it: a node id, the strings last handed out (ATK returns borrowed
/// `const gchar *`, so each is kept until the next ask or the object's end), whether the node is
/// gone, and for a text field the text, caret and selection readers were last told of (which
/// `flywheel_a11y_notify_value_changed` compares the field's new ones with).
typedef struct FlywheelAccessible {
    AtkObject parent;
    int64_t node;
    char *strings[3];  // indexed by FlywheelA11yString
    gboolean defunct;
    char *told_text;  // malloc'd; NULL but for a text field's object
    gint told_caret;
    gint told_selection_start, told_selection_end;  // equal: no selection
    uint32_t told_states;  // the FLYWHEEL_A11Y_STATE_ bits readers were last told of (checked, expanded, selected)
    int32_t made_role;  // the FlywheelA11yRole it was made for: its ATK role and interfaces, fixed for its life
} FlywheelAccessible;

typedef struct FlywheelAccessibleClass {
    AtkObjectClass parent_class;
} FlywheelAccessibleClass;

/// The ATK interfaces an object implements, as bits; each combination is its own GType.
enum {
    FLYWHEEL_IFACE_COMPONENT = 1 << 0,
    FLYWHEEL_IFACE_ACTION = 1 << 1,
    FLYWHEEL_IFACE_VALUE = 1 << 2,
    FLYWHEEL_IFACE_SELECTION = 1 << 3,
    FLYWHEEL_IFACE_TEXT = 1 << 4,
    FLYWHEEL_IFACE_COUNT = 5,
};

GType flywheel_accessible_get_type(void);
#define FLYWHEEL_TYPE_ACCESSIBLE (flywheel_accessible_get_type())
#define FLYWHEEL_ACCESSIBLE(o) (G_TYPE_CHECK_INSTANCE_CAST((o), FLYWHEEL_TYPE_ACCESSIBLE, FlywheelAccessible))
#define FLYWHEEL_IS_ACCESSIBLE(o) (G_TYPE_CHECK_INSTANCE_TYPE((o), FLYWHEEL_TYPE_ACCESSIBLE))

/// The application's name (the root object's), set by `flywheel_a11y_start`.
extern char *flywheel_application_name;
/// The callbacks given to `flywheel_a11y_start` (NULL before).
extern const FlywheelA11yCallbacks *flywheel_callbacks;

/// The object for `node`, made on first use (borrowed: the table keeps it). NULL for a node the
/// Swift side does not know (any more).
AtkObject *flywheel_accessible_for(int64_t node);
/// The object for `node` if a reader has already been given one (borrowed), else NULL.
AtkObject *flywheel_accessible_existing(int64_t node);
/// Whether `node`'s object was made for another role than the node has now (its ATK role and
/// interfaces no longer fit: the Swift side gives the node a new id, so a new object).
gboolean flywheel_accessible_is_stale(int64_t node);
/// Drops `node`'s object from the table, marking it defunct.
void flywheel_accessible_forget(int64_t node);
/// Asks the Swift side for a string of `self`, keeping it on the object; NULL when there is none.
const char *flywheel_accessible_string(FlywheelAccessible *self, FlywheelA11yString which);
/// A text field's text now (malloc'd, never NULL) and its caret (clamped to the text).
char *flywheel_accessible_copy_field_text(FlywheelAccessible *self);
gint flywheel_accessible_caret(FlywheelAccessible *self);
/// A text field's selection, clamped to its text; FALSE (and 0, 0) when nothing is selected.
gboolean flywheel_accessible_selection(FlywheelAccessible *self, gint *start, gint *end);
/// Tells readers of each of `object`'s checked, expanded and selected states that changed since
/// they were last told (`object:state-changed:checked`, `:expanded`, `:selected`).
/// Returns whether it told of any.
gboolean flywheel_accessible_tell_states(AtkObject *object);
/// Every object readers have (a new reference each, in a GPtrArray that unrefs them when freed).
GPtrArray *flywheel_accessible_all(void);
/// Counts a reader's ask (see `flywheel_a11y_request_count`).
void flywheel_accessible_note_request(void);

/// Adds the interfaces `mask` names to `type` (interfaces.c).
void flywheel_accessible_add_interfaces(GType type, unsigned mask);
/// The ATK action name of action bit number `bit` (interfaces.c).
const char *flywheel_action_name(int bit);

#endif
