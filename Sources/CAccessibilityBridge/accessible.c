// The ATK object for one Swift node: the AtkObject part (name, description, role, states, tree)
// and the table of objects by node id. Objects are made only when a reader asks (through
// atk-bridge) for a child, a parent or an event's object; until then nothing exists.
#include "accessible.h"

#include <stdlib.h>
#include <string.h>

const FlywheelA11yCallbacks *flywheel_callbacks = NULL;
static GHashTable *objects;  // int64_t node (the object's own field) -> FlywheelAccessible, one ref
static GType typed[1 << FLYWHEEL_IFACE_COUNT];
static uint64_t request_count;

G_DEFINE_TYPE(FlywheelAccessible, flywheel_accessible, ATK_TYPE_OBJECT)

#define CB flywheel_callbacks
#define CTX flywheel_callbacks->context

void flywheel_accessible_note_request(void) { request_count++; }
uint64_t flywheel_a11y_request_count(void) { return request_count; }

static AtkRole atk_role_for(int32_t role) {
    switch (role) {
        case FLYWHEEL_A11Y_ROLE_GROUP: return ATK_ROLE_PANEL;
        case FLYWHEEL_A11Y_ROLE_WINDOW: return ATK_ROLE_FRAME;
        case FLYWHEEL_A11Y_ROLE_BUTTON: return ATK_ROLE_PUSH_BUTTON;
        case FLYWHEEL_A11Y_ROLE_ADJUSTABLE: return ATK_ROLE_SPIN_BUTTON;
        case FLYWHEEL_A11Y_ROLE_SLIDER: return ATK_ROLE_SLIDER;
        case FLYWHEEL_A11Y_ROLE_SWITCH: return ATK_ROLE_TOGGLE_BUTTON;
        case FLYWHEEL_A11Y_ROLE_TAB_LIST: return ATK_ROLE_PAGE_TAB_LIST;
        case FLYWHEEL_A11Y_ROLE_TAB: return ATK_ROLE_PAGE_TAB;
        case FLYWHEEL_A11Y_ROLE_LIST: return ATK_ROLE_LIST;
        case FLYWHEEL_A11Y_ROLE_LIST_ITEM: return ATK_ROLE_LIST_ITEM;
        case FLYWHEEL_A11Y_ROLE_SCROLL_AREA: return ATK_ROLE_SCROLL_PANE;
        case FLYWHEEL_A11Y_ROLE_PAGE: return ATK_ROLE_PANEL;
        case FLYWHEEL_A11Y_ROLE_MENU: return ATK_ROLE_MENU;
        case FLYWHEEL_A11Y_ROLE_MENU_ITEM: return ATK_ROLE_MENU_ITEM;
        case FLYWHEEL_A11Y_ROLE_IMAGE: return ATK_ROLE_IMAGE;
        case FLYWHEEL_A11Y_ROLE_STATIC_TEXT: return ATK_ROLE_LABEL;
        case FLYWHEEL_A11Y_ROLE_HEADER: return ATK_ROLE_HEADING;
        case FLYWHEEL_A11Y_ROLE_TEXT_FIELD: return ATK_ROLE_ENTRY;
        case FLYWHEEL_A11Y_ROLE_RADIO_BUTTON: return ATK_ROLE_RADIO_BUTTON;
        default: return ATK_ROLE_UNKNOWN;
    }
}

/// The interfaces a node of `role` offers: each one the bridge answers for every node of that
/// role, so a node keeps its interfaces while its role stays. Every element has Action (a
/// control with no action now, a disabled one, lists none), a control with a number Value, a
/// tab list Selection, what shows text Text.
static unsigned interfaces_for(int32_t role) {
    unsigned mask = FLYWHEEL_IFACE_COMPONENT | FLYWHEEL_IFACE_ACTION;
    if (role == FLYWHEEL_A11Y_ROLE_ADJUSTABLE || role == FLYWHEEL_A11Y_ROLE_SLIDER) mask |= FLYWHEEL_IFACE_VALUE;
    if (role == FLYWHEEL_A11Y_ROLE_TAB_LIST) mask |= FLYWHEEL_IFACE_SELECTION;
    if (role == FLYWHEEL_A11Y_ROLE_STATIC_TEXT || role == FLYWHEEL_A11Y_ROLE_HEADER ||
        role == FLYWHEEL_A11Y_ROLE_ADJUSTABLE || role == FLYWHEEL_A11Y_ROLE_TEXT_FIELD ||
        role == FLYWHEEL_A11Y_ROLE_MENU_ITEM)
        mask |= FLYWHEEL_IFACE_TEXT;
    return mask;
}

/// The subclass of FlywheelAccessible that implements exactly the interfaces in `mask`
/// (registered on first use; a GType's interfaces are fixed, so each combination has one).
static GType type_for(unsigned mask) {
    if (!typed[mask]) {
        char name[48];
        g_snprintf(name, sizeof name, "FlywheelAccessible%u", mask);
        GType type = g_type_register_static_simple(FLYWHEEL_TYPE_ACCESSIBLE, name, sizeof(FlywheelAccessibleClass),
                                                   NULL, sizeof(FlywheelAccessible), NULL, 0);
        flywheel_accessible_add_interfaces(type, mask);
        typed[mask] = type;
    }
    return typed[mask];
}

const char *flywheel_accessible_string(FlywheelAccessible *self, FlywheelA11yString which) {
    free(self->strings[which]);
    self->strings[which] = NULL;
    if (self->defunct || !CB) return NULL;
    self->strings[which] = CB->copy_string(CTX, self->node, which);
    return self->strings[which];
}

static const gchar *get_name(AtkObject *object) {
    if (FLYWHEEL_ACCESSIBLE(object)->node == 0) return flywheel_application_name;
    return flywheel_accessible_string(FLYWHEEL_ACCESSIBLE(object), FLYWHEEL_A11Y_STRING_NAME);
}

static const gchar *get_description(AtkObject *object) {
    return flywheel_accessible_string(FLYWHEEL_ACCESSIBLE(object), FLYWHEEL_A11Y_STRING_DESCRIPTION);
}

static AtkObject *get_parent(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    if (self->node == 0 || self->defunct) return NULL;
    int64_t parent = CB->parent(CTX, self->node);
    return parent < 0 ? NULL : flywheel_accessible_for(parent);
}

static gint get_n_children(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    flywheel_accessible_note_request();
    return self->defunct ? 0 : CB->child_count(CTX, self->node);
}

static AtkObject *ref_child(AtkObject *object, gint index) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    if (self->defunct || index < 0) return NULL;
    int64_t child = CB->child_at(CTX, self->node, index);
    AtkObject *found = child > 0 ? flywheel_accessible_for(child) : NULL;
    return found ? g_object_ref(found) : NULL;
}

static gint get_index_in_parent(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    if (self->node == 0 || self->defunct) return -1;
    return CB->index_in_parent(CTX, self->node);
}

static AtkRole get_role(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    // The role it was made for: its interfaces are that role's. A node whose role changes gets a
    // new object (`flywheel_accessible_is_stale`).
    return self->node == 0 ? ATK_ROLE_APPLICATION : object->role;
}

char *flywheel_accessible_copy_field_text(FlywheelAccessible *self) {
    char *text = self->defunct || !CB ? NULL : CB->copy_string(CTX, self->node, FLYWHEEL_A11Y_STRING_VALUE);
    return text ? text : strdup("");
}

gint flywheel_accessible_caret(FlywheelAccessible *self) {
    if (self->defunct || !CB || !CB->caret_offset) return 0;
    int32_t caret = CB->caret_offset(CTX, self->node);
    char *text = flywheel_accessible_copy_field_text(self);
    glong length = g_utf8_strlen(text, -1);
    free(text);
    return caret < 0 ? 0 : caret > length ? (gint)length : caret;
}

gboolean flywheel_accessible_selection(FlywheelAccessible *self, gint *start, gint *end) {
    int32_t from = 0, to = 0;
    gboolean some = !self->defunct && CB && CB->selection && CB->selection(CTX, self->node, &from, &to);
    if (some) {
        char *text = flywheel_accessible_copy_field_text(self);
        glong length = g_utf8_strlen(text, -1);
        free(text);
        from = CLAMP(from, 0, (int32_t)length);
        to = CLAMP(to, from, (int32_t)length);
        some = from < to;
    }
    if (start) *start = some ? from : 0;
    if (end) *end = some ? to : 0;
    return some;
}

static AtkStateSet *ref_state_set(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    AtkStateSet *set = atk_state_set_new();
    flywheel_accessible_note_request();
    if (self->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    if (self->node == 0) return set;
    uint32_t s = CB->states(CTX, self->node);
    static const struct { uint32_t bit; AtkStateType state; } map[] = {
        {FLYWHEEL_A11Y_STATE_ENABLED, ATK_STATE_ENABLED},      {FLYWHEEL_A11Y_STATE_ENABLED, ATK_STATE_SENSITIVE},
        {FLYWHEEL_A11Y_STATE_SELECTED, ATK_STATE_SELECTED},    {FLYWHEEL_A11Y_STATE_FOCUSED, ATK_STATE_FOCUSED},
        {FLYWHEEL_A11Y_STATE_FOCUSABLE, ATK_STATE_FOCUSABLE},  {FLYWHEEL_A11Y_STATE_EXPANDED, ATK_STATE_EXPANDED},
        {FLYWHEEL_A11Y_STATE_EXPANDABLE, ATK_STATE_EXPANDABLE}, {FLYWHEEL_A11Y_STATE_CHECKED, ATK_STATE_CHECKED},
        {FLYWHEEL_A11Y_STATE_CHECKABLE, ATK_STATE_CHECKABLE},  {FLYWHEEL_A11Y_STATE_SELECTABLE, ATK_STATE_SELECTABLE},
        {FLYWHEEL_A11Y_STATE_ACTIVE, ATK_STATE_ACTIVE},
        {FLYWHEEL_A11Y_STATE_EDITABLE, ATK_STATE_EDITABLE},
        {FLYWHEEL_A11Y_STATE_SINGLE_LINE, ATK_STATE_SINGLE_LINE},
    };
    for (size_t i = 0; i < G_N_ELEMENTS(map); i++)
        if (s & map[i].bit) atk_state_set_add_state(set, map[i].state);
    atk_state_set_add_state(set, ATK_STATE_VISIBLE);
    atk_state_set_add_state(set, ATK_STATE_SHOWING);
    return set;
}

static void flywheel_accessible_finalize(GObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    for (size_t i = 0; i < G_N_ELEMENTS(self->strings); i++) free(self->strings[i]);
    free(self->told_text);
    G_OBJECT_CLASS(flywheel_accessible_parent_class)->finalize(object);
}

static void flywheel_accessible_class_init(FlywheelAccessibleClass *klass) {
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = flywheel_accessible_finalize;
    atk->get_name = get_name;
    atk->get_description = get_description;
    atk->get_parent = get_parent;
    atk->get_n_children = get_n_children;
    atk->ref_child = ref_child;
    atk->get_index_in_parent = get_index_in_parent;
    atk->get_role = get_role;
    atk->ref_state_set = ref_state_set;
}

static void flywheel_accessible_init(FlywheelAccessible *self) { self->node = -1; }

AtkObject *flywheel_accessible_existing(int64_t node) {
    return objects ? g_hash_table_lookup(objects, &node) : NULL;
}

AtkObject *flywheel_accessible_for(int64_t node) {
    if (!CB || node < 0) return NULL;
    if (!objects) objects = g_hash_table_new(g_int64_hash, g_int64_equal);
    AtkObject *found = flywheel_accessible_existing(node);
    if (found) return found;
    unsigned mask = 0;
    int32_t role = FLYWHEEL_A11Y_ROLE_UNKNOWN;
    if (node != 0) {
        if (CB->parent(CTX, node) < 0) return NULL;  // no such node (any more)
        role = CB->role(CTX, node);
        mask = interfaces_for(role);
    }
    FlywheelAccessible *self = g_object_new(type_for(mask), NULL);
    self->node = node;
    self->made_role = role;
    AtkObject *object = ATK_OBJECT(self);
    atk_object_initialize(object, NULL);
    object->role = node == 0 ? ATK_ROLE_APPLICATION : atk_role_for(role);
    if (node != 0) self->told_states = CB->states(CTX, node);
    if (object->role == ATK_ROLE_ENTRY) {
        // What a reader meets first is what later changes are told against.
        self->told_text = flywheel_accessible_copy_field_text(self);
        self->told_caret = flywheel_accessible_caret(self);
        flywheel_accessible_selection(self, &self->told_selection_start, &self->told_selection_end);
    }
    g_hash_table_insert(objects, &self->node, self);
    return object;
}

gboolean flywheel_accessible_is_stale(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object || node == 0 || !CB) return FALSE;
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    return !self->defunct && CB->parent(CTX, node) >= 0 && CB->role(CTX, node) != self->made_role;
}

void flywheel_accessible_forget(int64_t node) {
    AtkObject *object = flywheel_accessible_existing(node);
    if (!object || node == 0) return;
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    g_hash_table_remove(objects, &node);
    self->defunct = TRUE;
    atk_object_notify_state_change(object, ATK_STATE_DEFUNCT, TRUE);
    g_object_unref(object);
}

gboolean flywheel_accessible_tell_states(AtkObject *object) {
    FlywheelAccessible *self = FLYWHEEL_ACCESSIBLE(object);
    if (self->defunct || self->node == 0 || !CB) return FALSE;
    uint32_t now = CB->states(CTX, self->node), changed = now ^ self->told_states;
    self->told_states = now;
    static const struct { uint32_t bit; AtkStateType state; } told[] = {
        {FLYWHEEL_A11Y_STATE_CHECKED, ATK_STATE_CHECKED},
        {FLYWHEEL_A11Y_STATE_EXPANDED, ATK_STATE_EXPANDED},
        {FLYWHEEL_A11Y_STATE_SELECTED, ATK_STATE_SELECTED},
    };
    gboolean any = FALSE;
    for (size_t i = 0; i < G_N_ELEMENTS(told); i++)
        if (changed & told[i].bit) {
            atk_object_notify_state_change(object, told[i].state, (now & told[i].bit) != 0);
            any = TRUE;
        }
    return any;
}

GPtrArray *flywheel_accessible_all(void) {
    GPtrArray *all = g_ptr_array_new_with_free_func(g_object_unref);
    if (!objects) return all;
    GHashTableIter iter;
    gpointer key, value;
    g_hash_table_iter_init(&iter, objects);
    while (g_hash_table_iter_next(&iter, &key, &value)) g_ptr_array_add(all, g_object_ref(value));
    return all;
}
