/* Drops files on an X window as a file manager does, through the XDND
 * protocol (freedesktop.org, version 5): enter, position, drop, then hands
 * over the "text/uri-list" of the files when the window asks for it. GLFW's
 * X11 backend answers this by calling the window's glfwSetDropCallback, so a
 * window test drives the real drop path with no test hook in the app.
 * Usage: x_drop_files WINDOW_ID PATH...
 * Exits 0 when the window took the drop (XdndFinished, accepted); 1 when it
 * refused it or did not answer within 10 s; 2 on bad usage or no display. */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>

enum { kXdndVersion = 5, kTimeoutSeconds = 10 };

typedef struct {
  Atom enter, position, status, drop, finished, selection, action_copy, uri_list;
} Atoms;

static void Intern(Display* display, Atoms* atoms) {
  atoms->enter = XInternAtom(display, "XdndEnter", False);
  atoms->position = XInternAtom(display, "XdndPosition", False);
  atoms->status = XInternAtom(display, "XdndStatus", False);
  atoms->drop = XInternAtom(display, "XdndDrop", False);
  atoms->finished = XInternAtom(display, "XdndFinished", False);
  atoms->selection = XInternAtom(display, "XdndSelection", False);
  atoms->action_copy = XInternAtom(display, "XdndActionCopy", False);
  atoms->uri_list = XInternAtom(display, "text/uri-list", False);
}

static void Send(Display* display, Window target, Atom type, long l0, long l1, long l2, long l3,
                 long l4) {
  XEvent event;
  memset(&event, 0, sizeof event);
  event.xclient.type = ClientMessage;
  event.xclient.window = target;
  event.xclient.message_type = type;
  event.xclient.format = 32;
  event.xclient.data.l[0] = l0;
  event.xclient.data.l[1] = l1;
  event.xclient.data.l[2] = l2;
  event.xclient.data.l[3] = l3;
  event.xclient.data.l[4] = l4;
  XSendEvent(display, target, False, NoEventMask, &event);
  XFlush(display);
}

/* "file://" + the path, percent-encoded (RFC 3986 unreserved and '/' kept),
 * one line per file, each ended by CRLF as text/uri-list requires. */
static char* UriList(int count, char** paths) {
  size_t size = 1;
  for (int i = 0; i < count; ++i) {
    size += strlen("file://") + 3 * strlen(paths[i]) + 2;
  }
  char* list = malloc(size);
  if (list == NULL) {
    return NULL;
  }
  char* out = list;
  for (int i = 0; i < count; ++i) {
    out += sprintf(out, "file://");
    for (const unsigned char* c = (const unsigned char*)paths[i]; *c; ++c) {
      if (strchr("-._~/", *c) != NULL || (*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'z') ||
          (*c >= 'A' && *c <= 'Z')) {
        *out++ = (char)*c;
      } else {
        out += sprintf(out, "%%%02X", *c);
      }
    }
    out += sprintf(out, "\r\n");
  }
  *out = '\0';
  return list;
}

/* The next event for us, or 0 when none came before `deadline`. */
static int NextEvent(Display* display, time_t deadline, XEvent* event) {
  while (!XPending(display)) {
    const time_t now = time(NULL);
    if (now >= deadline) {
      return 0;
    }
    fd_set fds;
    FD_ZERO(&fds);
    FD_SET(ConnectionNumber(display), &fds);
    struct timeval wait = {(long)(deadline - now), 0};
    select(ConnectionNumber(display) + 1, &fds, NULL, NULL, &wait);
  }
  XNextEvent(display, event);
  return 1;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: x_drop_files WINDOW_ID PATH...\n");
    return 2;
  }
  Display* display = XOpenDisplay(NULL);
  if (display == NULL) {
    fprintf(stderr, "x_drop_files: cannot open the display\n");
    return 2;
  }
  const Window target = (Window)strtoul(argv[1], NULL, 0);
  char* list = UriList(argc - 2, argv + 2);
  if (list == NULL) {
    return 2;
  }
  Atoms atoms;
  Intern(display, &atoms);
  /* The drag source: a window nobody sees, owning the XdndSelection. */
  const Window source =
      XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0);
  XSetSelectionOwner(display, atoms.selection, source, CurrentTime);

  /* Over the middle of the target window, in root coordinates. */
  XWindowAttributes attributes;
  XGetWindowAttributes(display, target, &attributes);
  int x = 0;
  int y = 0;
  Window child;
  XTranslateCoordinates(display, target, DefaultRootWindow(display), attributes.width / 2,
                        attributes.height / 2, &x, &y, &child);

  /* Three types fit in the message itself: no XdndTypeList needed. */
  Send(display, target, atoms.enter, (long)source, (long)kXdndVersion << 24, (long)atoms.uri_list,
       None, None);
  Send(display, target, atoms.position, (long)source, 0, ((long)x << 16) | (y & 0xffff),
       CurrentTime, (long)atoms.action_copy);

  const time_t deadline = time(NULL) + kTimeoutSeconds;
  int status = 1;
  int dropped = 0;
  XEvent event;
  while (NextEvent(display, deadline, &event)) {
    if (event.type == ClientMessage && event.xclient.message_type == atoms.status) {
      if (!(event.xclient.data.l[1] & 1)) {
        fprintf(stderr, "x_drop_files: the window does not accept text/uri-list\n");
        break;
      }
      if (!dropped) {
        dropped = 1;
        Send(display, target, atoms.drop, (long)source, 0, CurrentTime, 0, 0);
      }
    } else if (event.type == SelectionRequest) {
      /* The window asks for the files: put them on its property. */
      const XSelectionRequestEvent* request = &event.xselectionrequest;
      XEvent reply;
      memset(&reply, 0, sizeof reply);
      reply.xselection.type = SelectionNotify;
      reply.xselection.requestor = request->requestor;
      reply.xselection.selection = request->selection;
      reply.xselection.target = request->target;
      reply.xselection.time = request->time;
      reply.xselection.property = None;
      if (request->target == atoms.uri_list) {
        XChangeProperty(display, request->requestor, request->property, atoms.uri_list, 8,
                        PropModeReplace, (const unsigned char*)list, (int)strlen(list));
        reply.xselection.property = request->property;
      }
      XSendEvent(display, request->requestor, False, NoEventMask, &reply);
      XFlush(display);
    } else if (event.type == ClientMessage && event.xclient.message_type == atoms.finished) {
      /* XDND says bit 0 is "accepted"; GLFW 3.3 sends the byte count it
       * read, so any non-zero value is taken as accepted. */
      status = event.xclient.data.l[1] != 0 ? 0 : 1;
      if (status != 0) {
        fprintf(stderr, "x_drop_files: the window refused the drop\n");
      }
      break;
    }
  }
  if (status != 0 && time(NULL) >= deadline) {
    fprintf(stderr, "x_drop_files: no answer from window 0x%lx\n", (unsigned long)target);
  }
  free(list);
  XDestroyWindow(display, source);
  XCloseDisplay(display);
  return status;
}
