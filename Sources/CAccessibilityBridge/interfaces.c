// The ATK interfaces a FlywheelAccessible may implement, each a thin call into Swift:
// Component (extents, focus), Action (the model's actions by name), Value (current, range,
// step, set), Selection (a tab list: selecting a tab activates it) and Text (the text a label
// or an adjustable element shows, a text field's text, caret, selection and character boxes).
// Requests are only queued here; Swift performs them between frames, so the answer is
// "accepted", not the outcome.
#include "accessible.h"

#include <string.h>

#define CB flywheel_callbacks
#define CTX flywheel_callbacks->context
#define SELF(o) FLYWHEEL_ACCESSIBLE(o)

static int32_t request(gpointer object, FlywheelA11yRequestKind kind, double argument) {
    FlywheelAccessible *self = SELF(object);
    flywheel_accessible_note_request();
    if (self->defunct || !CB) return 0;
    return CB->request(CTX, self->node, kind, argument);
}

// MARK: Component

/// `r` (screen pixels, of `self` or a part of it) in the coordinates ATK asks for, written out.
static void put_rect(FlywheelAccessible *self, FlywheelA11yRect r, AtkCoordType coords, gint *x, gint *y,
                     gint *width, gint *height) {
    if (coords != ATK_XY_SCREEN) {
        // Window and parent coordinates: relative to the frame, which is the window.
        int64_t node = self->node, parent;
        while ((parent = CB->parent(CTX, node)) > 0) node = parent;
        FlywheelA11yRect window = CB->extents(CTX, node);
        r.x -= window.x;
        r.y -= window.y;
        if (coords == ATK_XY_PARENT) {
            int64_t up = CB->parent(CTX, self->node);
            if (up > 0) {
                FlywheelA11yRect p = CB->extents(CTX, up);
                r.x -= p.x - window.x;
                r.y -= p.y - window.y;
            }
        }
    }
    if (x) *x = (gint)r.x;
    if (y) *y = (gint)r.y;
    if (width) *width = (gint)r.width;
    if (height) *height = (gint)r.height;
}

static void get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                        AtkCoordType coords) {
    FlywheelAccessible *self = SELF(component);
    FlywheelA11yRect r = {0, 0, 0, 0};
    if (!self->defunct) r = CB->extents(CTX, self->node);
    put_rect(self, r, coords, x, y, width, height);
}

static gboolean grab_focus(AtkComponent *component) {
    return request(component, FLYWHEEL_A11Y_REQUEST_FOCUS, 0) != 0;
}

static void component_init(AtkComponentIface *iface) {
    iface->get_extents = get_extents;
    iface->grab_focus = grab_focus;
}

// MARK: Action

static const char *const action_names[FLYWHEEL_A11Y_ACTION_COUNT] = {
    "click", "increment", "decrement", "scroll-forward", "scroll-backward", "escape",
};

const char *flywheel_action_name(int bit) {
    return bit >= 0 && bit < FLYWHEEL_A11Y_ACTION_COUNT ? action_names[bit] : NULL;
}

/// The bit of the `i`th action `object` has (in bit order), or -1.
static int action_bit(gpointer object, gint i) {
    FlywheelAccessible *self = SELF(object);
    if (self->defunct || i < 0) return -1;
    uint32_t actions = CB->actions(CTX, self->node);
    for (int bit = 0; bit < FLYWHEEL_A11Y_ACTION_COUNT; bit++)
        if (actions & (1u << bit) && i-- == 0) return bit;
    return -1;
}

static gint get_n_actions(AtkAction *action) {
    FlywheelAccessible *self = SELF(action);
    return self->defunct ? 0 : __builtin_popcount(CB->actions(CTX, self->node));
}

static gboolean do_action(AtkAction *action, gint i) {
    int bit = action_bit(action, i);
    return bit >= 0 && request(action, FLYWHEEL_A11Y_REQUEST_ACTION, (double)(1u << bit)) != 0;
}

static const gchar *get_action_name(AtkAction *action, gint i) { return flywheel_action_name(action_bit(action, i)); }

static void action_init(AtkActionIface *iface) {
    iface->get_n_actions = get_n_actions;
    iface->do_action = do_action;
    iface->get_name = get_action_name;
    iface->get_localized_name = get_action_name;
}

// MARK: Value

static FlywheelA11yValue value_of(gpointer object) {
    FlywheelAccessible *self = SELF(object);
    FlywheelA11yValue v = {0, 0, 0, 0};
    if (!self->defunct) CB->value(CTX, self->node, &v);
    return v;
}

static void set_double(GValue *out, double d) {
    memset(out, 0, sizeof *out);
    g_value_init(out, G_TYPE_DOUBLE);
    g_value_set_double(out, d);
}

static void get_current_value(AtkValue *value, GValue *out) { set_double(out, value_of(value).current); }
static void get_minimum_value(AtkValue *value, GValue *out) { set_double(out, value_of(value).minimum); }
static void get_maximum_value(AtkValue *value, GValue *out) { set_double(out, value_of(value).maximum); }
static void get_minimum_increment(AtkValue *value, GValue *out) { set_double(out, value_of(value).step); }

static gboolean set_current_value(AtkValue *value, const GValue *in) {
    GValue d = G_VALUE_INIT;
    g_value_init(&d, G_TYPE_DOUBLE);
    gboolean ok = g_value_transform(in, &d) && request(value, FLYWHEEL_A11Y_REQUEST_SET_VALUE, g_value_get_double(&d));
    g_value_unset(&d);
    return ok;
}

static void get_value_and_text(AtkValue *value, gdouble *current, gchar **text) {
    if (current) *current = value_of(value).current;
    if (text) {
        FlywheelAccessible *self = SELF(value);
        *text = self->defunct ? NULL : CB->copy_string(CTX, self->node, FLYWHEEL_A11Y_STRING_VALUE);
        if (*text) {
            // Made with malloc; the caller frees with g_free.
            gchar *copy = g_strdup(*text);
            free(*text);
            *text = copy;
        }
    }
}

static AtkRange *get_range(AtkValue *value) {
    FlywheelA11yValue v = value_of(value);
    return atk_range_new(v.minimum, v.maximum, NULL);
}

static gdouble get_increment(AtkValue *value) { return value_of(value).step; }

static void set_value(AtkValue *value, gdouble d) { request(value, FLYWHEEL_A11Y_REQUEST_SET_VALUE, d); }

static void value_init(AtkValueIface *iface) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    iface->get_current_value = get_current_value;
    iface->get_minimum_value = get_minimum_value;
    iface->get_maximum_value = get_maximum_value;
    iface->get_minimum_increment = get_minimum_increment;
    iface->set_current_value = set_current_value;
    G_GNUC_END_IGNORE_DEPRECATIONS
    iface->get_value_and_text = get_value_and_text;
    iface->get_range = get_range;
    iface->get_increment = get_increment;
    iface->set_value = set_value;
}

// MARK: Selection (a tab list: its selected children)

static gboolean add_selection(AtkSelection *selection, gint i) {
    return i >= 0 && request(selection, FLYWHEEL_A11Y_REQUEST_SELECT_CHILD, i) != 0;
}

static gboolean is_child_selected(AtkSelection *selection, gint i) {
    AtkObject *child = atk_object_ref_accessible_child(ATK_OBJECT(selection), i);
    if (!child) return FALSE;
    AtkStateSet *set = atk_object_ref_state_set(child);
    gboolean selected = atk_state_set_contains_state(set, ATK_STATE_SELECTED);
    g_object_unref(set);
    g_object_unref(child);
    return selected;
}

static gint get_selection_count(AtkSelection *selection) {
    gint count = 0, n = atk_object_get_n_accessible_children(ATK_OBJECT(selection));
    for (gint i = 0; i < n; i++) count += is_child_selected(selection, i);
    return count;
}

static AtkObject *ref_selection(AtkSelection *selection, gint i) {
    gint n = atk_object_get_n_accessible_children(ATK_OBJECT(selection));
    for (gint k = 0; k < n; k++)
        if (is_child_selected(selection, k) && i-- == 0) return atk_object_ref_accessible_child(ATK_OBJECT(selection), k);
    return NULL;
}

static void selection_init(AtkSelectionIface *iface) {
    iface->add_selection = add_selection;
    iface->is_child_selected = is_child_selected;
    iface->get_selection_count = get_selection_count;
    iface->ref_selection = ref_selection;
}

// MARK: Text (read only: a label's name, an adjustable element's value, a text field's text,
// caret, selection and character boxes)

/// What the object shows: an adjustable element's value text, a text field's text, and a label's,
/// heading's or menu item's text — its value when it has one (the status line, named "Status
/// line", shows its messages; a parameter menu's row, named by its parameter, shows its value),
/// else its name (which is then its text).
static const char *text_of(gpointer object) {
    FlywheelAccessible *self = SELF(object);
    AtkRole role = atk_object_get_role(ATK_OBJECT(object));
    if (role == ATK_ROLE_LABEL || role == ATK_ROLE_HEADING || role == ATK_ROLE_MENU_ITEM) {
        const char *shown = flywheel_accessible_string(self, FLYWHEEL_A11Y_STRING_VALUE);
        if (shown && shown[0]) return shown;
    }
    FlywheelA11yString which = role == ATK_ROLE_SPIN_BUTTON || role == ATK_ROLE_ENTRY ? FLYWHEEL_A11Y_STRING_VALUE
                                                                                        : FLYWHEEL_A11Y_STRING_NAME;
    const char *text = flywheel_accessible_string(self, which);
    return text ? text : "";
}

static gchar *get_text(AtkText *t, gint start, gint end) {
    const char *text = text_of(t);
    glong length = g_utf8_strlen(text, -1);
    if (end < 0 || end > length) end = (gint)length;
    if (start < 0) start = 0;
    if (start > end) start = end;
    return g_utf8_substring(text, start, end);
}

static gint get_character_count(AtkText *t) { return (gint)g_utf8_strlen(text_of(t), -1); }

static gunichar get_character_at_offset(AtkText *t, gint offset) {
    const char *text = text_of(t);
    if (offset < 0 || offset >= g_utf8_strlen(text, -1)) return 0;
    return g_utf8_get_char(g_utf8_offset_to_pointer(text, offset));
}

/// A text field's caret; 0 for text without one (a label), as GTK's labels answer.
static gint get_caret_offset(AtkText *t) {
    FlywheelAccessible *self = SELF(t);
    return atk_object_get_role(ATK_OBJECT(t)) == ATK_ROLE_ENTRY ? flywheel_accessible_caret(self) : 0;
}

/// The kinds of boundary a reader moves by; all our text is one line, so a sentence, a
/// paragraph and a line are the whole text.
typedef enum { BOUNDS_CHAR, BOUNDS_WORD_START, BOUNDS_WORD_END, BOUNDS_LINE } Bounds;

/// Whether a `kind` boundary lies before character `i` of `chars` (`length` of them).
static gboolean is_boundary(const gunichar *chars, gint length, gint i, Bounds kind) {
    if (i <= 0 || i >= length) return TRUE;
    gboolean space_before = g_unichar_isspace(chars[i - 1]), space_here = g_unichar_isspace(chars[i]);
    switch (kind) {
        case BOUNDS_CHAR: return TRUE;
        case BOUNDS_WORD_START: return space_before && !space_here;
        case BOUNDS_WORD_END: return !space_before && space_here;
        default: return FALSE;
    }
}

/// The text from the boundary at or before `offset` to the next one after it: what a reader
/// speaks when the caret moves by a character, a word or a line.
static gchar *text_around(AtkText *t, gint offset, Bounds kind, gint *start_offset, gint *end_offset) {
    const char *text = text_of(t);
    gint length = (gint)g_utf8_strlen(text, -1), start = 0, end = 0;
    if (offset >= 0 && offset <= length) {
        gunichar *chars = g_utf8_to_ucs4_fast(text, -1, NULL);
        // A caret after the last character is in the last word and the line, past any character.
        gint at = offset == length && kind != BOUNDS_CHAR && length > 0 ? length - 1 : offset;
        start = at;
        while (start > 0 && !is_boundary(chars, length, start, kind)) start--;
        end = at < length ? at + 1 : length;
        while (end < length && !is_boundary(chars, length, end, kind)) end++;
        g_free(chars);
    }
    if (start_offset) *start_offset = start;
    if (end_offset) *end_offset = end;
    return g_utf8_substring(text, start, end);
}

static gchar *get_string_at_offset(AtkText *t, gint offset, AtkTextGranularity granularity, gint *start_offset,
                                   gint *end_offset) {
    Bounds kind = granularity == ATK_TEXT_GRANULARITY_CHAR   ? BOUNDS_CHAR
                  : granularity == ATK_TEXT_GRANULARITY_WORD ? BOUNDS_WORD_START
                                                             : BOUNDS_LINE;
    return text_around(t, offset, kind, start_offset, end_offset);
}

/// The older form, which AT-SPI's GetTextAtOffset (pyatspi's getTextAtOffset) still calls.
static gchar *get_text_at_offset(AtkText *t, gint offset, AtkTextBoundary boundary, gint *start_offset,
                                 gint *end_offset) {
    Bounds kind = boundary == ATK_TEXT_BOUNDARY_CHAR         ? BOUNDS_CHAR
                  : boundary == ATK_TEXT_BOUNDARY_WORD_START ? BOUNDS_WORD_START
                  : boundary == ATK_TEXT_BOUNDARY_WORD_END   ? BOUNDS_WORD_END
                                                             : BOUNDS_LINE;
    return text_around(t, offset, kind, start_offset, end_offset);
}

/// No attributes, in one run over the whole text. A reader (Orca) speaks the text run by run, so
/// a run must cover it: without this it hears an empty line.
static AtkAttributeSet *get_run_attributes(AtkText *t, gint offset, gint *start_offset, gint *end_offset) {
    (void)offset;
    if (start_offset) *start_offset = 0;
    if (end_offset) *end_offset = (gint)g_utf8_strlen(text_of(t), -1);
    return NULL;
}

/// A text field's selection: one or none (a label and an adjustable element have none).
static gint get_n_selections(AtkText *t) { return flywheel_accessible_selection(SELF(t), NULL, NULL) ? 1 : 0; }

static gchar *get_selection(AtkText *t, gint selection_num, gint *start_offset, gint *end_offset) {
    gint start = 0, end = 0;
    gboolean some = selection_num == 0 && flywheel_accessible_selection(SELF(t), &start, &end);
    if (start_offset) *start_offset = some ? start : 0;
    if (end_offset) *end_offset = some ? end : 0;
    return some ? g_utf8_substring(text_of(t), start, end) : NULL;
}

/// Where a text field draws a character (the field measures it as it draws it); 0 by 0 at 0, 0
/// for text that cannot say (a label) or an offset outside the text, as ATK's default is.
static void get_character_extents(AtkText *t, gint offset, gint *x, gint *y, gint *width, gint *height,
                                  AtkCoordType coords) {
    FlywheelAccessible *self = SELF(t);
    FlywheelA11yRect r = {0, 0, 0, 0};
    if (self->defunct || !CB->character_extents || !CB->character_extents(CTX, self->node, offset, &r)) {
        if (x) *x = 0;
        if (y) *y = 0;
        if (width) *width = 0;
        if (height) *height = 0;
        return;
    }
    put_rect(self, r, coords, x, y, width, height);
}

/// The text from the unit before the one at `offset` (empty at the start) or after it (empty at
/// the end), for GetTextBeforeOffset and GetTextAfterOffset. Bounded by the text, never by the
/// caller's number.
static gchar *text_beside(AtkText *t, gint offset, AtkTextBoundary boundary, gboolean after, gint *start_offset,
                          gint *end_offset) {
    Bounds kind = boundary == ATK_TEXT_BOUNDARY_CHAR         ? BOUNDS_CHAR
                  : boundary == ATK_TEXT_BOUNDARY_WORD_START ? BOUNDS_WORD_START
                  : boundary == ATK_TEXT_BOUNDARY_WORD_END   ? BOUNDS_WORD_END
                                                             : BOUNDS_LINE;
    gint length = (gint)g_utf8_strlen(text_of(t), -1), start = 0, end = 0;
    g_free(text_around(t, CLAMP(offset, 0, length), kind, &start, &end));
    gint edge = after ? end : start;
    if ((after && edge >= length) || (!after && edge <= 0) || kind == BOUNDS_LINE) {
        // Nothing before the first unit or after the last; all our text is one line.
        gint at = after ? length : 0;
        if (start_offset) *start_offset = at;
        if (end_offset) *end_offset = at;
        return g_strdup("");
    }
    return text_around(t, after ? edge : edge - 1, kind, start_offset, end_offset);
}

static gchar *get_text_before_offset(AtkText *t, gint offset, AtkTextBoundary boundary, gint *start_offset,
                                     gint *end_offset) {
    return text_beside(t, offset, boundary, FALSE, start_offset, end_offset);
}

static gchar *get_text_after_offset(AtkText *t, gint offset, AtkTextBoundary boundary, gint *start_offset,
                                    gint *end_offset) {
    return text_beside(t, offset, boundary, TRUE, start_offset, end_offset);
}

/// Character `i`'s box in `coords` (FALSE when the object cannot say: a label).
static gboolean character_box(AtkText *t, gint i, AtkCoordType coords, AtkTextRectangle *box) {
    FlywheelAccessible *self = SELF(t);
    FlywheelA11yRect r = {0, 0, 0, 0};
    if (self->defunct || !CB || !CB->character_extents || !CB->character_extents(CTX, self->node, i, &r)) return FALSE;
    put_rect(self, r, coords, &box->x, &box->y, &box->width, &box->height);
    return TRUE;
}

/// The box around characters `start` to `end`, both clamped to the text first: the loop runs over
/// the text's characters, never over the caller's range (ATK's default walks every offset up to
/// `end`: 2^31 - 1 of them held the game about twenty minutes). 0 by 0 at 0, 0 for an empty
/// range or text that cannot say where its characters are.
static void get_range_extents(AtkText *t, gint start, gint end, AtkCoordType coords, AtkTextRectangle *rect) {
    if (!rect) return;
    gint length = (gint)g_utf8_strlen(text_of(t), -1);
    start = CLAMP(start, 0, length);
    end = CLAMP(end, start, length);
    AtkTextRectangle all = {0, 0, 0, 0}, box;
    gboolean some = FALSE;
    for (gint i = start; i < end; i++) {
        if (!character_box(t, i, coords, &box)) break;
        if (!some) {
            all = box;
            some = TRUE;
            continue;
        }
        gint x = MIN(all.x, box.x), y = MIN(all.y, box.y);
        all.width = MAX(all.x + all.width, box.x + box.width) - x;
        all.height = MAX(all.y + all.height, box.y + box.height) - y;
        all.x = x;
        all.y = y;
    }
    *rect = all;
}

/// The character whose box holds the point, or -1 (also for text that cannot say where its
/// characters are).
static gint get_offset_at_point(AtkText *t, gint x, gint y, AtkCoordType coords) {
    gint length = (gint)g_utf8_strlen(text_of(t), -1);
    AtkTextRectangle box;
    for (gint i = 0; i < length; i++) {
        if (!character_box(t, i, coords, &box)) return -1;
        if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) return i;
    }
    return -1;
}

/// Whether `box` lies in `clip` as the clip types ask (ATK's rules: NONE lets a box stick out
/// on both sides, MIN past the far edge, MAX past the near one, BOTH neither).
static gboolean clipped_in(const AtkTextRectangle *clip, const AtkTextRectangle *box, AtkTextClipType x_clip,
                           AtkTextClipType y_clip) {
    gboolean x_near = box->x >= clip->x ||
                      (box->x + box->width >= clip->x && (x_clip == ATK_TEXT_CLIP_NONE || x_clip == ATK_TEXT_CLIP_MAX));
    gboolean x_far = box->x + box->width <= clip->x + clip->width ||
                     (box->x <= clip->x + clip->width && (x_clip == ATK_TEXT_CLIP_NONE || x_clip == ATK_TEXT_CLIP_MIN));
    gboolean y_near = box->y >= clip->y ||
                      (box->y + box->height >= clip->y && (y_clip == ATK_TEXT_CLIP_NONE || y_clip == ATK_TEXT_CLIP_MAX));
    gboolean y_far =
        box->y + box->height <= clip->y + clip->height ||
        (box->y <= clip->y + clip->height && (y_clip == ATK_TEXT_CLIP_NONE || y_clip == ATK_TEXT_CLIP_MIN));
    return x_near && x_far && y_near && y_far;
}

/// The runs of characters whose boxes lie in `rect`, NULL-terminated (NULL when none): one pass
/// over the text's characters.
static AtkTextRange **get_bounded_ranges(AtkText *t, AtkTextRectangle *rect, AtkCoordType coords,
                                         AtkTextClipType x_clip, AtkTextClipType y_clip) {
    if (!rect) return NULL;
    gchar *text = g_strdup(text_of(t));
    gint length = (gint)g_utf8_strlen(text, -1), count = 0;
    AtkTextRange **ranges = NULL;
    AtkTextRectangle box;
    for (gint i = 0; i < length;) {
        if (!character_box(t, i, coords, &box)) break;
        if (!clipped_in(rect, &box, x_clip, y_clip)) {
            i++;
            continue;
        }
        gint start = i;
        while (i < length && character_box(t, i, coords, &box) && clipped_in(rect, &box, x_clip, y_clip)) i++;
        AtkTextRange *range = g_new0(AtkTextRange, 1);
        range->start_offset = start;
        range->end_offset = i;
        range->content = g_utf8_substring(text, start, i);
        get_range_extents(t, start, i, coords, &range->bounds);
        ranges = g_renew(AtkTextRange *, ranges, count + 2);
        ranges[count++] = range;
        ranges[count] = NULL;
    }
    g_free(text);
    return ranges;
}

static void text_init(AtkTextIface *iface) {
    iface->get_text = get_text;
    iface->get_character_count = get_character_count;
    iface->get_character_at_offset = get_character_at_offset;
    iface->get_caret_offset = get_caret_offset;
    iface->get_string_at_offset = get_string_at_offset;
    iface->get_run_attributes = get_run_attributes;
    iface->get_n_selections = get_n_selections;
    iface->get_selection = get_selection;
    iface->get_character_extents = get_character_extents;
    iface->get_range_extents = get_range_extents;
    iface->get_offset_at_point = get_offset_at_point;
    iface->get_bounded_ranges = get_bounded_ranges;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    iface->get_text_at_offset = get_text_at_offset;
    iface->get_text_before_offset = get_text_before_offset;
    iface->get_text_after_offset = get_text_after_offset;
    G_GNUC_END_IGNORE_DEPRECATIONS
}

void flywheel_accessible_add_interfaces(GType type, unsigned mask) {
    static const GInterfaceInfo component = {(GInterfaceInitFunc)component_init, NULL, NULL};
    static const GInterfaceInfo action = {(GInterfaceInitFunc)action_init, NULL, NULL};
    static const GInterfaceInfo value = {(GInterfaceInitFunc)value_init, NULL, NULL};
    static const GInterfaceInfo selection = {(GInterfaceInitFunc)selection_init, NULL, NULL};
    static const GInterfaceInfo text = {(GInterfaceInitFunc)text_init, NULL, NULL};
    if (mask & FLYWHEEL_IFACE_COMPONENT) g_type_add_interface_static(type, ATK_TYPE_COMPONENT, &component);
    if (mask & FLYWHEEL_IFACE_ACTION) g_type_add_interface_static(type, ATK_TYPE_ACTION, &action);
    if (mask & FLYWHEEL_IFACE_VALUE) g_type_add_interface_static(type, ATK_TYPE_VALUE, &value);
    if (mask & FLYWHEEL_IFACE_SELECTION) g_type_add_interface_static(type, ATK_TYPE_SELECTION, &selection);
    if (mask & FLYWHEEL_IFACE_TEXT) g_type_add_interface_static(type, ATK_TYPE_TEXT, &text);
}
