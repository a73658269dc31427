#pragma once
// A minimal assertion helper for the tests that must build without Qt (model/sim, model/ml in the
// ML-only configuration). Each CHECK that fails prints file:line and the expression; a case that
// cannot run here (no XGBoost, no CUDA) says SKIP(reason) and is counted as skipped, not passed;
// main() returns non-zero on a failure, and the last line is the plain "N passed, N failed, N
// skipped" summary.
#include <cmath>
#include <cstdio>
#include <exception>
#include <functional>
#include <string>
#include <vector>

namespace plain_check {
struct Skipped {
  std::string reason;
};
struct Case {
  std::string name;
  std::function<void()> body;
};
inline std::vector<Case> &cases()
{
  static std::vector<Case> all;
  return all;
}
inline int &failures()
{
  static int n = 0;
  return n;
}
struct Register {
  Register(const char *name, std::function<void()> body) { cases().push_back({name, std::move(body)}); }
};
inline int runAll()
{
  int passed = 0, failed = 0, skipped = 0;
  for (const auto &c : cases()) {
    const int before = failures();
    try {
      c.body();
    } catch (const Skipped &s) {
      if (failures() == before) {
        ++skipped;
        std::printf("SKIP %s: %s\n", c.name.c_str(), s.reason.c_str());
        continue;
      }
    } catch (const std::exception &e) {
      std::printf("FAIL %s: unexpected exception: %s\n", c.name.c_str(), e.what());
      ++failures();
    }
    if (failures() == before) {
      ++passed;
      std::printf("PASS %s\n", c.name.c_str());
    } else {
      ++failed;
    }
  }
  std::printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
  return failed == 0 ? 0 : 1;
}
} // namespace plain_check

#define PLAIN_CAT2(a, b) a##b
#define PLAIN_CAT(a, b) PLAIN_CAT2(a, b)
#define TEST_CASE(name)                                                                                                \
  static void PLAIN_CAT(test_, name)();                                                                                \
  static plain_check::Register PLAIN_CAT(reg_, name)(#name, PLAIN_CAT(test_, name));                                   \
  static void PLAIN_CAT(test_, name)()
// Ends the case as skipped (what it needs is not here); checks that failed before still count.
#define SKIP(reason)                                                                                                   \
  throw plain_check::Skipped                                                                                           \
  {                                                                                                                    \
    reason                                                                                                             \
  }
#define CHECK(expr)                                                                                                    \
  do {                                                                                                                 \
    if (!(expr)) {                                                                                                     \
      std::printf("FAIL %s:%d: CHECK(%s)\n", __FILE__, __LINE__, #expr);                                               \
      ++plain_check::failures();                                                                                       \
    }                                                                                                                  \
  } while (0)
#define CHECK_NEAR(a, b, tol)                                                                                          \
  do {                                                                                                                 \
    const double va_ = (a), vb_ = (b);                                                                                 \
    if (!(std::fabs(va_ - vb_) <= (tol))) {                                                                            \
      std::printf("FAIL %s:%d: %s = %g, %s = %g, tolerance %g\n", __FILE__, __LINE__, #a, va_, #b, vb_, double(tol));  \
      ++plain_check::failures();                                                                                       \
    }                                                                                                                  \
  } while (0)
#define CHECK_THROWS(expr)                                                                                             \
  do {                                                                                                                 \
    bool thrown_ = false;                                                                                              \
    try {                                                                                                              \
      (void)(expr);                                                                                                    \
    } catch (const std::exception &) {                                                                                 \
      thrown_ = true;                                                                                                  \
    }                                                                                                                  \
    if (!thrown_) {                                                                                                    \
      std::printf("FAIL %s:%d: %s did not throw\n", __FILE__, __LINE__, #expr);                                        \
      ++plain_check::failures();                                                                                       \
    }                                                                                                                  \
  } while (0)
#define PLAIN_TEST_MAIN()                                                                                              \
  int main()                                                                                                           \
  {                                                                                                                    \
    return plain_check::runAll();                                                                                      \
  }
