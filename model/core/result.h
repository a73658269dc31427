#pragma once

#include <QString>

#include <optional>
#include <type_traits>
#include <utility>

namespace mirage {

// What a function that fails returns, whatever its Result<T>: `return failure(tr("…"));`.
struct FailureMessage {
  QString message;
};
inline FailureMessage failure(QString message)
{
  return FailureMessage{std::move(message)};
}

// Either a value or a user-facing error message that names the source (file, line, field).
template <typename T> class Result {
public:
  // An empty result (no value, no error): what a QFuture holds before it finishes.
  Result() = default;
  Result(T value) : m_value(std::move(value)) {}
  // A value that converts to T (a std::unique_ptr<Derived> for a Result<std::unique_ptr<Base>>).
  template <typename U>
  requires(!std::is_same_v<std::remove_cvref_t<U>, T> && !std::is_same_v<std::remove_cvref_t<U>, Result> &&
           !std::is_same_v<std::remove_cvref_t<U>, FailureMessage> && std::is_convertible_v<U &&, T>) Result(U &&value)
      : m_value(T(std::forward<U>(value)))
  {
  }
  Result(FailureMessage f) : m_error(std::move(f.message)) {}
  static Result failure(QString error)
  {
    Result r;
    r.m_error = std::move(error);
    return r;
  }
  bool ok() const { return m_value.has_value(); }
  explicit operator bool() const { return ok(); }
  const T &value() const & { return *m_value; }
  T &&value() && { return std::move(*m_value); }
  const T *operator->() const { return &*m_value; }
  const T &operator*() const { return *m_value; }
  const QString &error() const { return m_error; }

private:
  std::optional<T> m_value;
  QString m_error;
};

// Success or a user-facing error, for what fails but returns nothing.
template <> class Result<void> {
public:
  Result() = default; // success
  Result(FailureMessage f) : m_failed(true), m_error(std::move(f.message)) {}
  static Result failure(QString error)
  {
    Result r;
    r.m_failed = true;
    r.m_error = std::move(error);
    return r;
  }
  bool ok() const { return !m_failed; }
  explicit operator bool() const { return ok(); }
  const QString &error() const { return m_error; }

private:
  bool m_failed = false;
  QString m_error;
};

} // namespace mirage
