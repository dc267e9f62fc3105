//go:build linux && cgo && !ci && amd64

// The Xlib functions that GLFW (go-gl/glfw v3.3, compiled into the binary) calls, each defined here
// as a trampoline: it jumps through its slot of a table that lazyx11_load fills from libX11.so.6,
// and an empty slot (a call before Load) goes through lazyx11_slow, which loads the table first
// while keeping every argument register. Were GLFW to call a function missing from this list, the
// linker would keep libX11 in the libraries loaded at start and everything would work as before,
// only without the gain (the test checks the list against the binary's undefined symbols).

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define LAZYX11_FUNCS(T) \
	T(XAllocClassHint) T(XAllocSizeHints) T(XAllocWMHints) T(XChangeProperty) \
	T(XChangeWindowAttributes) T(XCheckIfEvent) T(XCheckTypedWindowEvent) T(XCloseDisplay) \
	T(XCloseIM) T(XConvertSelection) T(XCreateColormap) T(XCreateFontCursor) \
	T(XCreateIC) T(XCreateWindow) T(XDefineCursor) T(XDeleteContext) \
	T(XDeleteProperty) T(XDestroyIC) T(XDestroyWindow) T(XDisplayKeycodes) \
	T(XEventsQueued) T(XFilterEvent) T(XFindContext) T(XFlush) \
	T(XFree) T(XFreeColormap) T(XFreeCursor) T(XFreeEventData) \
	T(XGetErrorText) T(XGetEventData) T(XGetICValues) T(XGetIMValues) \
	T(XGetInputFocus) T(XGetKeyboardMapping) T(XGetScreenSaver) T(XGetSelectionOwner) \
	T(XGetVisualInfo) T(XGetWMNormalHints) T(XGetWindowAttributes) T(XGetWindowProperty) \
	T(XGrabPointer) T(XIconifyWindow) T(XInitThreads) T(XInternAtom) \
	T(XLookupString) T(XMapRaised) T(XMapWindow) T(XMoveResizeWindow) \
	T(XMoveWindow) T(XNextEvent) T(XOpenDisplay) T(XOpenIM) \
	T(XPeekEvent) T(XPending) T(XQLength) T(XQueryExtension) \
	T(XQueryPointer) T(XRaiseWindow) T(XResizeWindow) T(XResourceManagerString) \
	T(XSaveContext) T(XSelectInput) T(XSendEvent) T(XSetClassHint) \
	T(XSetErrorHandler) T(XSetICFocus) T(XSetInputFocus) T(XSetLocaleModifiers) \
	T(XSetScreenSaver) T(XSetSelectionOwner) T(XSetWMHints) T(XSetWMNormalHints) \
	T(XSetWMProtocols) T(XSupportsLocale) T(XSync) T(XTranslateCoordinates) \
	T(XUndefineCursor) T(XUngrabPointer) T(XUnmapWindow) T(XUnsetICFocus) \
	T(XVisualIDFromVisual) T(XWarpPointer) T(XkbFreeKeyboard) T(XkbFreeNames) \
	T(XkbGetMap) T(XkbGetNames) T(XkbGetState) T(XkbKeycodeToKeysym) \
	T(XkbQueryExtension) T(XkbSelectEventDetails) T(XkbSetDetectableAutoRepeat) T(XrmDestroyDatabase) \
	T(XrmGetResource) T(XrmGetStringDatabase) T(XrmInitialize) T(XrmUniqueQuark) \
	T(Xutf8LookupString) T(Xutf8SetWMProperties)

// The table: one slot a function, filled by lazyx11_load.
#define T(name) __attribute__((visibility("hidden"))) void *lazyx11_p_##name;
LAZYX11_FUNCS(T)
#undef T

// The trampolines: the slot's address, or the slow path with the slot's address in r11.
#define T(name) __asm__( \
	"\t.text\n\t.globl " #name "\n\t.type " #name ", @function\n" #name ":\n" \
	"\tmovq lazyx11_p_" #name "(%rip), %r11\n\ttestq %r11, %r11\n\tjz 1f\n\tjmpq *%r11\n" \
	"1:\tleaq lazyx11_p_" #name "(%rip), %r11\n\tjmp lazyx11_slow\n\t.size " #name ", .-" #name "\n");
LAZYX11_FUNCS(T)
#undef T

struct lazyx11_fn { const char *name; void **slot; };

static const struct lazyx11_fn lazyx11_fns[] = {
#define T(name) {#name, &lazyx11_p_##name},
LAZYX11_FUNCS(T)
#undef T
};

static pthread_once_t lazyx11_once = PTHREAD_ONCE_INIT;
static const char *lazyx11_err;
static char lazyx11_msg[512];

static void lazyx11_open(void) {
	void *lib = dlopen("libX11.so.6", RTLD_LAZY | RTLD_GLOBAL);
	if (lib == NULL) {
		lib = dlopen("libX11.so", RTLD_LAZY | RTLD_GLOBAL);
	}
	if (lib == NULL) {
		const char *e = dlerror();
		snprintf(lazyx11_msg, sizeof lazyx11_msg, "%s", e != NULL ? e : "libX11.so.6 not found");
		lazyx11_err = lazyx11_msg;
		return;
	}
	for (size_t i = 0; i < sizeof lazyx11_fns / sizeof lazyx11_fns[0]; i++) {
		void *f = dlsym(lib, lazyx11_fns[i].name);
		if (f == NULL) {
			snprintf(lazyx11_msg, sizeof lazyx11_msg, "libX11.so.6 has no %s", lazyx11_fns[i].name);
			lazyx11_err = lazyx11_msg;
			return;
		}
		__atomic_store_n(lazyx11_fns[i].slot, f, __ATOMIC_RELEASE);
	}
}

// lazyx11_load fills the table once; NULL, or what went wrong.
const char *lazyx11_load(void) {
	pthread_once(&lazyx11_once, lazyx11_open);
	return lazyx11_err;
}

// lazyx11_resolve is the slow path's: the table is filled, or the process cannot go on.
__attribute__((visibility("hidden"), used)) void lazyx11_resolve(void) {
	const char *err = lazyx11_load();
	if (err != NULL) {
		fprintf(stderr, "flaskdeck: the desktop app needs the X11 client library: %s\n", err);
		abort();
	}
}

// lazyx11_slow: r11 holds the slot's address; the arguments are in rdi, rsi, rdx, rcx, r8, r9,
// xmm0-7 and, for variadic functions, al. Keep them all over the call (the stack aligned to 16
// bytes at the call: 8 on entry, 8 pushes, 136 more), then jump to the loaded function.
__asm__(
	"\t.text\n\t.type lazyx11_slow, @function\nlazyx11_slow:\n"
	"\tpushq %rdi\n\tpushq %rsi\n\tpushq %rdx\n\tpushq %rcx\n"
	"\tpushq %r8\n\tpushq %r9\n\tpushq %rax\n\tpushq %r11\n"
	"\tsubq $136, %rsp\n"
	"\tmovdqu %xmm0, 0(%rsp)\n\tmovdqu %xmm1, 16(%rsp)\n\tmovdqu %xmm2, 32(%rsp)\n\tmovdqu %xmm3, 48(%rsp)\n"
	"\tmovdqu %xmm4, 64(%rsp)\n\tmovdqu %xmm5, 80(%rsp)\n\tmovdqu %xmm6, 96(%rsp)\n\tmovdqu %xmm7, 112(%rsp)\n"
	"\tcall lazyx11_resolve\n"
	"\tmovdqu 0(%rsp), %xmm0\n\tmovdqu 16(%rsp), %xmm1\n\tmovdqu 32(%rsp), %xmm2\n\tmovdqu 48(%rsp), %xmm3\n"
	"\tmovdqu 64(%rsp), %xmm4\n\tmovdqu 80(%rsp), %xmm5\n\tmovdqu 96(%rsp), %xmm6\n\tmovdqu 112(%rsp), %xmm7\n"
	"\taddq $136, %rsp\n"
	"\tpopq %r11\n\tpopq %rax\n\tpopq %r9\n\tpopq %r8\n"
	"\tpopq %rcx\n\tpopq %rdx\n\tpopq %rsi\n\tpopq %rdi\n"
	"\tjmpq *(%r11)\n\t.size lazyx11_slow, .-lazyx11_slow\n");

// lazyx11_roundtrip goes through three trampolines (five arguments for XrmGetResource): it parses
// a resource database and reads one value back; for the package's test, which calls it before
// Load, so that the first call takes the slow path.
typedef struct _XrmHashBucketRec *lazyx11_db;
typedef struct { unsigned int size; char *addr; } lazyx11_value;
extern void XrmInitialize(void);
extern lazyx11_db XrmGetStringDatabase(const char *);
extern int XrmGetResource(lazyx11_db, const char *, const char *, char **, lazyx11_value *);
extern void XrmDestroyDatabase(lazyx11_db);

int lazyx11_roundtrip(const char *db, const char *name, const char *class, char *out, int n) {
	XrmInitialize();
	lazyx11_db d = XrmGetStringDatabase(db);
	char *type = NULL;
	lazyx11_value v = {0, NULL};
	int found = XrmGetResource(d, name, class, &type, &v);
	if (found && v.addr != NULL) {
		snprintf(out, n, "%s", v.addr);
	}
	XrmDestroyDatabase(d);
	return found;
}
