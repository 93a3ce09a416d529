// Waking the program's event loop when a reader writes to the bus, so that an idle loop (asleep
// in SDL_WaitEventTimeout) answers at once and otherwise sleeps: no polling.
//
// GLib's poll function is replaced by one that notes the file descriptors each pump polls (the
// bus connection's socket among them) before polling them as usual, without blocking. A watcher
// thread polls a copy of them with no timeout; when one becomes readable it calls the wake
// callback once (which posts an event to the loop) and waits until the next pump has read it.
// The watcher only polls: reading and answering stay on the UI thread.
#include "accessible.h"

#include <errno.h>
#include <poll.h>
#include <unistd.h>
#include <glib-unix.h>

#define MAX_WATCHED 32

static GMutex lock;
static GCond changed;
static struct pollfd watched[MAX_WATCHED + 1];  // [0]: the pipe that re-arms the watcher
static int watched_count;
static gboolean armed;
static int rearm_pipe[2] = {-1, -1};
static void (*wake_callback)(void *);
static void *wake_context;

/// GLib's poll, noting the descriptors first (the pump never blocks, so `timeout` is 0).
static gint noting_poll(GPollFD *fds, guint nfds, gint timeout) {
    g_mutex_lock(&lock);
    watched_count = 1;
    for (guint i = 0; i < nfds && watched_count <= MAX_WATCHED; i++) {
        if (!(fds[i].events & (G_IO_IN | G_IO_PRI))) continue;
        watched[watched_count].fd = fds[i].fd;
        watched[watched_count].events = POLLIN | POLLPRI;
        watched_count++;
    }
    armed = TRUE;
    g_cond_signal(&changed);
    g_mutex_unlock(&lock);
    char byte = 1;
    ssize_t unused = write(rearm_pipe[1], &byte, 1);  // interrupts a poll over the old set
    (void)unused;
    return g_poll(fds, nfds, timeout);
}

static gpointer watch(gpointer data) {
    (void)data;
    struct pollfd set[MAX_WATCHED + 1];
    for (;;) {
        g_mutex_lock(&lock);
        while (!armed) g_cond_wait(&changed, &lock);
        int n = watched_count;
        for (int i = 0; i < n; i++) set[i] = watched[i];
        g_mutex_unlock(&lock);
        set[0].fd = rearm_pipe[0];
        set[0].events = POLLIN;
        if (poll(set, (nfds_t)n, -1) < 0 && errno != EINTR) return NULL;
        if (set[0].revents & POLLIN) {
            char drain[64];
            while (read(rearm_pipe[0], drain, sizeof drain) > 0) {}
            continue;  // a pump ran: poll its new set
        }
        gboolean readable = FALSE;
        for (int i = 1; i < n; i++) readable |= (set[i].revents & (POLLIN | POLLPRI | POLLHUP | POLLERR)) != 0;
        if (!readable) continue;
        g_mutex_lock(&lock);
        armed = FALSE;  // until the pump that reads it
        g_mutex_unlock(&lock);
        wake_callback(wake_context);
    }
}

int32_t flywheel_a11y_watch(void (*wake)(void *context), void *context) {
    if (wake_callback || !wake) return wake_callback != NULL;
    if (!g_unix_open_pipe(rearm_pipe, FD_CLOEXEC, NULL)) return 0;
    g_unix_set_fd_nonblocking(rearm_pipe[0], TRUE, NULL);
    g_unix_set_fd_nonblocking(rearm_pipe[1], TRUE, NULL);
    wake_callback = wake;
    wake_context = context;
    g_main_context_set_poll_func(NULL, noting_poll);
    GThread *thread = g_thread_new("flywheel-a11y-wake", watch, NULL);
    g_thread_unref(thread);  // runs for the life of the process, as the bridge does
    return 1;
}
