/* A stand-in for Windows' bcryptprimitives.dll, for testing under Wine 8 only (Debian 12's Wine
 * lacks the DLL; Windows 10 and later ship it). Rust's standard library imports one function
 * from it, ProcessPrng; this one fills the buffer from RtlGenRandom (advapi32's
 * SystemFunction036), which Wine has. scripts/windows.sh builds it into its own Wine prefix. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
