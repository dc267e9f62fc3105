//go:build !wayland

package build

// IsWayland is true when compiling for the wayland windowing system.
const IsWayland = false
