package plainlocale

import (
	"os"
	"testing"
)

func TestFixReplacesOnlyThePlainLocaleThatIsRead(t *testing.T) {
	tests := []struct {
		name                    string
		lcAll, lcMessages, lang string
		wantAll, wantMsg, want  string
	}{
		{"LANG=C", "", "", "C", "", "", "en_US.UTF-8"},
		{"LANG=C.UTF-8", "", "", "C.UTF-8", "", "", "en_US.UTF-8"},
		{"LC_ALL=POSIX wins over LANG", "POSIX", "", "de_DE.UTF-8", "en_US.UTF-8", "", "de_DE.UTF-8"},
		{"a real locale is kept", "", "", "it_IT.UTF-8", "", "", "it_IT.UTF-8"},
		{"LC_MESSAGES set is read first", "", "fr_FR.UTF-8", "C", "", "fr_FR.UTF-8", "C"},
		{"nothing set stays unset", "", "", "", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("LC_ALL", tt.lcAll)
			t.Setenv("LC_MESSAGES", tt.lcMessages)
			t.Setenv("LANG", tt.lang)
			Fix()
			if got := os.Getenv("LC_ALL"); got != tt.wantAll {
				t.Errorf("LC_ALL = %q, want %q", got, tt.wantAll)
			}
			if got := os.Getenv("LC_MESSAGES"); got != tt.wantMsg {
				t.Errorf("LC_MESSAGES = %q, want %q", got, tt.wantMsg)
			}
			if got := os.Getenv("LANG"); got != tt.want {
				t.Errorf("LANG = %q, want %q", got, tt.want)
			}
		})
	}
}
