#pragma once
// Factories of the implementations, one per translation unit. Private to mirage_ml.
#include "ml/ml_api.h"

namespace mirage::ml::detail {
std::unique_ptr<Regressor> makeTorchMlp(const RegressorOptions &options);
std::unique_ptr<Regressor> makeTorchTransformer(const RegressorOptions &options);
std::unique_ptr<Regressor> makeTorchMixture(const RegressorOptions &options);
std::unique_ptr<Regressor> makeHistogramForest(const RegressorOptions &options);
std::string torchVersion();
int cudaDeviceCount();
void setTorchThreads(int threads);
// Hands freed heap back to the system as the process wants it (setFreedMemoryRelease).
void releaseFreedMemory();
#ifdef MIRAGE_HAVE_XGBOOST
std::unique_ptr<Regressor> makeXgboost(const RegressorOptions &options, bool randomForest);
std::string xgboostVersion();
#endif
void checkShapes(const Matrix &x, const std::vector<float> *y);
} // namespace mirage::ml::detail
