/* A stand-in for Windows' bcryptprimitives.dll, for running Tessera's Windows test executables
 * under Wine 8 from scripts/test-platforms.sh. Rust's standard library draws its random numbers
 * (HashMap seeds) from ProcessPrng, which Windows 10 and later export from bcryptprimitives.dll
 * and Wine 8's built-in copy lacks; the executables then fail to load. This exports ProcessPrng
 * over advapi32's RtlGenRandom (SystemFunction036), which Wine has. Never shipped: a player's
 * Windows has the real DLL. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
