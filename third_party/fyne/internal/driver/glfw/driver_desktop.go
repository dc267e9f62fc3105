//go:build !wasm && !test_web_driver

package glfw

import (
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
)

// flaskdeck's patch: no system tray. The tray's D-Bus objects (fyne.io/systray through
// godbus/dbus's Export) find their methods by reflection over a value's method set
// (reflect.Value.Method with an index known only at run time), and a program that can reach such
// a call keeps every exported method of every type it links: about 5 MB of flaskdeck's binary and
// 1.2 MiB of every start's memory (see third_party/fyne/README.md). flaskdeck shows no tray icon,
// so the calls below only remember what they are given: the menu (SystemTrayMenu returns it, as
// fyne.Menu.Refresh expects) and the icon.

var systrayIcon fyne.Resource

// SetSystemTrayMenu remembers the menu; flaskdeck's copy of Fyne shows no system tray.
func (d *gLDriver) SetSystemTrayMenu(m *fyne.Menu) {
	d.systrayMenu = m
}

// SetSystemTrayIcon remembers the icon; flaskdeck's copy of Fyne shows no system tray.
func (d *gLDriver) SetSystemTrayIcon(resource fyne.Resource) {
	systrayIcon = resource
}

// SetSystemTrayWindow does nothing: flaskdeck's copy of Fyne shows no system tray, so the
// window keeps its usual close behaviour.
func (d *gLDriver) SetSystemTrayWindow(fyne.Window) {
}

func (d *gLDriver) SystemTrayMenu() *fyne.Menu {
	return d.systrayMenu
}

func (d *gLDriver) CurrentKeyModifiers() fyne.KeyModifier {
	return d.currentKeyModifiers
}

// this function should be invoked from a goroutine
func (d *gLDriver) catchTerm() {
	terminateSignal := make(chan os.Signal, 1)
	signal.Notify(terminateSignal, syscall.SIGINT, syscall.SIGTERM)

	<-terminateSignal
	fyne.Do(d.Quit)
}
